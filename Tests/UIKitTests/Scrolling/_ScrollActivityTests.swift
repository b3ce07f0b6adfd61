import Testing
@testable import UIKit

/// The scroll view's activity as a pure state machine: which flags each case shows and where each
/// transition leads, including the transitions that must change nothing.
@Suite struct ScrollActivityTests {
    typealias Activity = _ScrollActivity

    let drag = Activity.Drag(startOffset: CGPoint(x: 0, y: 120), lock: .vertical)
    let otherDrag = Activity.Drag(startOffset: CGPoint(x: 0, y: 300), lock: .free)
    let pinch = Activity.Pinch(startScale: 2, anchorInContent: CGPoint(x: 10, y: 20), anchorInView: CGPoint(x: 100, y: 200))

    func fling(lastOffset: CGPoint = CGPoint(x: 0, y: 120)) -> Activity.Deceleration {
        let y = _ScrollSimulation(releasedAt: 120, velocity: 2, range: 0...10_000,
                                  decelerationRate: ScrollConstants.decelerationRateNormal, bounces: true, time: 100)
        return Activity.Deceleration(x: nil, y: y, lastOffset: lastOffset)
    }

    var offsetAnimation: _ScrollOffsetAnimation {
        _ScrollOffsetAnimation(from: .zero, to: CGPoint(x: 0, y: 500), start: 100, duration: 0.3, isScrollToTop: false)
    }

    var zoomAnimation: _ScrollZoomAnimation {
        _ScrollZoomAnimation(fromScale: 3.4, toScale: 3, fromOffset: .zero, toOffset: CGPoint(x: 10, y: 10), start: 100,
                             duration: 0.35, endsZooming: true)
    }

    /// The flags of UIScrollView read from an activity, in the order dragging, zooming, decelerating,
    /// zoom-bouncing, moving by itself.
    func flags(_ activity: Activity) -> [Bool] {
        [activity.isDragging, activity.isZooming, activity.isDecelerating, activity.isZoomBouncing, activity.isMoving]
    }

    @Test func eachCaseShowsItsOwnFlags() {
        #expect(flags(.idle) == [false, false, false, false, false])
        #expect(flags(.dragging(drag)) == [true, false, false, false, false])
        #expect(flags(.zooming(pinch, drag: nil)) == [false, true, false, false, false])
        #expect(flags(.zooming(pinch, drag: drag)) == [true, true, false, false, false])
        #expect(flags(.released(fling())) == [false, false, false, false, true])
        #expect(flags(.decelerating(fling())) == [false, false, true, false, true])
        #expect(flags(.animatingOffset(offsetAnimation)) == [false, false, false, false, true])
        #expect(flags(.animatingZoom(zoomAnimation)) == [false, false, false, false, true])
        #expect(flags(.zoomBouncing(zoomAnimation)) == [false, false, false, true, true])
    }

    @Test func aFlingWhoseAxesHaveComeToRestStillDeceleratesButNoLongerMoves() {
        let finished = Activity.Deceleration(x: nil, y: nil, lastOffset: .zero)
        #expect(finished.isFinished)
        #expect(flags(.decelerating(finished)) == [false, false, true, false, false])
    }

    @Test func onlyTheFingersActivitiesAreDrivenByFingers() {
        #expect(Activity.dragging(drag).isDrivenByFingers)
        #expect(Activity.zooming(pinch, drag: nil).isDrivenByFingers)
        for activity: Activity in [.idle, .released(fling()), .decelerating(fling()), .animatingOffset(offsetAnimation),
                                   .animatingZoom(zoomAnimation), .zoomBouncing(zoomAnimation)] {
            #expect(!activity.isDrivenByFingers, "\(activity)")
        }
    }

    @Test func aDragReplacesAnyMotion() {
        for motion: Activity in [.idle, .decelerating(fling()), .animatingOffset(offsetAnimation), .zoomBouncing(zoomAnimation)] {
            var activity = motion
            activity.beginDragging(drag)
            #expect(activity == .dragging(drag))
        }
    }

    @Test func aDragJoinsAPinchAndThePinchKeepsTheContent() {
        var activity = Activity.zooming(pinch, drag: nil)
        activity.beginDragging(drag)
        #expect(activity == .zooming(pinch, drag: drag))
        #expect(activity.isDragging && activity.isZooming)
    }

    @Test func aPinchJoinsADragAndReplacesAnyMotion() {
        var activity = Activity.dragging(drag)
        activity.beginPinch(pinch)
        #expect(activity == .zooming(pinch, drag: drag))
        var moving = Activity.decelerating(fling())
        moving.beginPinch(pinch)
        #expect(moving == .zooming(pinch, drag: nil))
    }

    @Test func aPinchEndingHandsTheContentToTheDragBesideIt() {
        var activity = Activity.zooming(pinch, drag: drag)
        activity.endPinch()
        #expect(activity == .dragging(drag))
        var alone = Activity.zooming(pinch, drag: nil)
        alone.endPinch()
        #expect(alone == .idle)
    }

    @Test func endingAPinchWithoutOneChangesNothing() {
        for start: Activity in [.idle, .dragging(drag), .decelerating(fling())] {
            var activity = start
            activity.endPinch()
            #expect(activity == start)
        }
    }

    @Test func aDragThatTakesOverGetsItsNewStartOffset() {
        var activity = Activity.dragging(drag)
        activity.updateDrag(otherDrag)
        #expect(activity == .dragging(otherDrag))
        var withPinch = Activity.zooming(pinch, drag: drag)
        withPinch.updateDrag(otherDrag)
        #expect(withPinch == .zooming(pinch, drag: otherDrag))
        var noDrag = Activity.zooming(pinch, drag: nil)
        noDrag.updateDrag(otherDrag)
        #expect(noDrag == .zooming(pinch, drag: nil))
    }

    @Test func aReleaseWithAFlingIsReleasedButNotYetDecelerating() {
        var activity = Activity.dragging(drag)
        activity.endDragging(releasing: fling())
        #expect(activity == .released(fling()))
        #expect(!activity.isDragging && !activity.isDecelerating)
        let began = activity.beginDecelerating()
        #expect(began)
        #expect(activity == .decelerating(fling()))
        #expect(activity.isDecelerating)
    }

    @Test func aReleaseWithoutAFlingIsIdle() {
        var activity = Activity.dragging(drag)
        activity.endDragging(releasing: nil)
        #expect(activity == .idle)
    }

    @Test func aDragEndingBesideAPinchLeavesThePinch() {
        var activity = Activity.zooming(pinch, drag: drag)
        activity.endDragging(releasing: nil)
        #expect(activity == .zooming(pinch, drag: nil))
    }

    @Test func endingADragWithoutOneChangesNothing() {
        for start: Activity in [.idle, .zooming(pinch, drag: nil), .animatingOffset(offsetAnimation)] {
            var activity = start
            activity.endDragging(releasing: fling())
            #expect(activity == start)
        }
    }

    @Test func aFlingStoppedBeforeItBeginsDoesNotBegin() {
        var activity = Activity.dragging(drag)
        activity.endDragging(releasing: fling())
        // The delegate stops it while it hears the drag end.
        let stopped = activity.stopMotion()
        #expect(stopped == .released(fling()))
        #expect(activity == .idle)
        let began = activity.beginDecelerating()
        #expect(!began)
        #expect(activity == .idle)
    }

    @Test func aFlingReplacedBeforeItBeginsLeavesTheReplacement() {
        var activity = Activity.released(fling())
        activity.startOffsetAnimation(offsetAnimation)
        let began = activity.beginDecelerating()
        #expect(!began)
        #expect(activity == .animatingOffset(offsetAnimation))
    }

    @Test func stoppingEndsEveryMotionAndReturnsIt() {
        for motion: Activity in [.released(fling()), .decelerating(fling()), .animatingOffset(offsetAnimation),
                                 .animatingZoom(zoomAnimation), .zoomBouncing(zoomAnimation)] {
            var activity = motion
            let stopped = activity.stopMotion()
            #expect(stopped == motion)
            #expect(activity == .idle)
        }
    }

    @Test func stoppingLeavesTheFingersAlone() {
        for fingers: Activity in [.idle, .dragging(drag), .zooming(pinch, drag: drag)] {
            var activity = fingers
            let stopped = activity.stopMotion()
            #expect(stopped == fingers)
            #expect(activity == fingers)
        }
    }

    @Test func aZoomAnimationIsABounceOnlyWhenAsked() {
        var activity = Activity.idle
        activity.startZoomAnimation(zoomAnimation, bounces: false)
        #expect(activity == .animatingZoom(zoomAnimation))
        activity.startZoomAnimation(zoomAnimation, bounces: true)
        #expect(activity == .zoomBouncing(zoomAnimation))
        #expect(activity.isZoomBouncing)
    }

    @Test func finishingEndsOnlyItsOwnKindOfMotion() {
        var offset = Activity.animatingOffset(offsetAnimation)
        offset.finishZoomAnimation()
        offset.finishDecelerating()
        #expect(offset == .animatingOffset(offsetAnimation))
        offset.finishOffsetAnimation()
        #expect(offset == .idle)

        var bounce = Activity.zoomBouncing(zoomAnimation)
        bounce.finishOffsetAnimation()
        #expect(bounce == .zoomBouncing(zoomAnimation))
        bounce.finishZoomAnimation()
        #expect(bounce == .idle)

        var decelerating = Activity.decelerating(fling())
        decelerating.finishOffsetAnimation()
        decelerating.finishZoomAnimation()
        #expect(decelerating.isDecelerating)
        decelerating.finishDecelerating()
        #expect(decelerating == .idle)
    }

    @Test func aFlingIsUpdatedInPlaceAndNowhereElse() {
        var moved = fling()
        moved.lastOffset = CGPoint(x: 0, y: 400)
        var released = Activity.released(fling())
        released.updateDeceleration(moved)
        #expect(released == .released(moved))
        var decelerating = Activity.decelerating(fling())
        decelerating.updateDeceleration(moved)
        #expect(decelerating == .decelerating(moved))
        #expect(decelerating.deceleration == moved)
        var dragging = Activity.dragging(drag)
        dragging.updateDeceleration(moved)
        #expect(dragging == .dragging(drag))
        #expect(dragging.deceleration == nil)
    }

    @Test func advancingAFlingDropsTheAxesThatComeToRest() {
        var motion = fling()
        let mid = motion.advance(to: 100.5, from: CGPoint(x: 7, y: 120))
        #expect(mid.x == 7)
        #expect(mid.y > 120)
        #expect(!motion.isFinished)
        let end = motion.advance(to: 110, from: mid)
        #expect(motion.isFinished)
        #expect(end.x == 7)
        let rest = _ScrollSimulation.targetContentOffset(releasedAt: 120, velocity: 2, range: 0...10_000,
                                                         decelerationRate: ScrollConstants.decelerationRateNormal)
        #expect(abs(end.y - rest) < 1e-6)
    }
}
