#if !canImport(UIKit)
import Foundation

/// An object that allows multiple animations to be grouped and run concurrently (QuartzCore's
/// `CAAnimationGroup`, spec 18.8).
///
/// The children run in the group's time: a child's `beginTime` is relative to the group's start,
/// and a child is clipped (not scaled) to the group's duration. Children's `delegate` and
/// `isRemovedOnCompletion` are ignored; the group's delegate gets the calls. A child whose
/// `duration` is 0 takes the transaction's `animationDuration`, as an added animation does
/// (spec 18.3; Core Animation documents no other rule for children). A group's own
/// `timingFunction` warps the time its children see (a linear group leaves it as it is).
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations to be grouped and run concurrently (copied with the group).
    open var animations: [CAAnimation]?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAAnimationGroup else { return }
        copy.animations = animations?.compactMap { $0.copy() as? CAAnimation }
    }

    /// One track per animated key path of every child (children that cannot animate the layer
    /// are reported and left out); an empty group animates nothing but still runs its timeline.
    override func makeTracks(for layer: CALayer) -> [PropertyTrack]? {
        var tracks: [PropertyTrack] = []
        for child in animations ?? [] {
            guard CALayer.acceptsTiming(of: child, in: "CAAnimationGroup.animations") else { continue }
            layer.resolveTransactionDefaults(of: child)
            guard let childTracks = child.makeTracks(for: layer) else { continue }
            let timeline = child.timeline
            tracks += childTracks.map { track in
                var track = track
                track.timelines.insert(timeline, at: 0)
                return track
            }
        }
        return tracks
    }
}
#endif
