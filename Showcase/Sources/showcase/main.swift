import Foundation

/// `showcase`: plays seed 001's child switch headlessly and prints its lifecycle trace.
@MainActor
func runShowcase() {
    print("# Containment showcase — seed 001: switching children without animation\n")
    for line in playSeedSwitchScene() {
        print(line.hasPrefix("##") ? "\n" + line : "    " + line)
    }
}

MainActor.assumeIsolated { runShowcase() }
