/// Delta debugging for random sequences: shrinks a failing list of steps to a short one that
/// still fails the same way.
///
/// Greedy and deterministic: first drop chunks of halving size (half the steps, a quarter …),
/// then single steps, and start over whenever something dropped, until no single step can go.
/// `stillFails(candidate)` replays `candidate` and returns nil when it passes or fails
/// differently, else the steps to keep (the candidate itself, or its prefix up to the failing
/// step, which lets a replay that fails early shorten the list at once). Replays are capped by
/// `maxReplays` so that a pathological failure cannot stall a run: the best list so far is
/// returned then.
enum RandomSequenceShrinker {
    static func shrink<Step>(
        _ steps: [Step], maxReplays: Int = 5_000, stillFails: ([Step]) -> [Step]?
    ) -> (steps: [Step], replays: Int) {
        var current = steps
        var replays = 0
        var chunk = max(current.count / 2, 1)
        while replays < maxReplays {
            var removedAny = false
            var start = 0
            while start < current.count, replays < maxReplays {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                replays += 1
                if let kept = stillFails(candidate), kept.count < current.count {
                    current = kept
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 {
                if !removedAny { break }
            } else {
                chunk /= 2
            }
        }
        return (current, replays)
    }
}
