// QuartzCore: the layer tree behind every view, the media clock, display links and animation.
@_exported import CoreGraphics
