#include <cairo.h>
// pixman, which Cairo composites with: the compositor fills some backgrounds with it directly.
#include <pixman.h>
