#if !canImport(UIKit)
import Foundation

/// Compositing operations for images and paint (Core Graphics' `CGBlendMode`, with its raw
/// values). The context records the mode with each command; the renderer composites with it.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply = 1
    case screen = 2
    case overlay = 3
    case darken = 4
    case lighten = 5
    case colorDodge = 6
    case colorBurn = 7
    case softLight = 8
    case hardLight = 9
    case difference = 10
    case exclusion = 11
    case hue = 12
    case saturation = 13
    case color = 14
    case luminosity = 15
    /// R = 0.
    case clear = 16
    /// R = S.
    case copy = 17
    /// R = S × Da.
    case sourceIn = 18
    /// R = S × (1 − Da).
    case sourceOut = 19
    /// R = S × Da + D × (1 − Sa).
    case sourceAtop = 20
    /// R = S × (1 − Da) + D.
    case destinationOver = 21
    /// R = D × Sa.
    case destinationIn = 22
    /// R = D × (1 − Sa).
    case destinationOut = 23
    /// R = S × (1 − Da) + D × Sa.
    case destinationAtop = 24
    /// R = S × (1 − Da) + D × (1 − Sa).
    case xor = 25
    /// R = max(0, 1 − ((1 − D) + (1 − S))).
    case plusDarker = 26
    /// R = min(1, S + D).
    case plusLighter = 27
}
#endif
