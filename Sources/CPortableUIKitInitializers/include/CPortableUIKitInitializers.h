// Calls a Swift class's own initializer override given only its metatype, as UIKit's
// Objective-C runtime does for a registered cell class (`alloc` + `initWithFrame:`).
//
// Swift calls a non-`required` initializer only on a statically known type, yet UIKit's
// `register(_:forCellReuseIdentifier:)` takes `AnyClass` and its initializers are not `required`.
// An `open` class's designated initializers do have allocating entries in its vtable, so this
// module asks the Swift runtime for the entry of the dynamic class (`swift_lookUpClassMethod`, the
// runtime's own resilient dispatch) and calls it with the Swift calling convention: arguments in
// order, the metatype as `self` in the Swift context register, a +1 result.
//
// Only PortableUIKit calls these (`RegisteredViewClass`), for initializers whose symbols this
// module names below; a test instantiates each one, so a changed mangling fails to link or test.
#ifndef C_PORTABLE_UIKIT_INITIALIZERS_H
#define C_PORTABLE_UIKIT_INITIALIZERS_H

#include <stdint.h>

#if defined(__linux__)
/// `UIView.init(frame:)` of the dynamic class `metatype`; returns the new view at +1.
void *_Nonnull portable_uikit_make_view_with_frame(
    const void *_Nonnull metatype, double x, double y, double width, double height);

/// `UITableViewCell.init(style:reuseIdentifier:)` of the dynamic class `metatype`: `style` is the
/// enum's tag, the identifier a `String?`'s two words (borrowed; retained here); +1 result.
void *_Nonnull portable_uikit_make_table_view_cell(
    const void *_Nonnull metatype, uint8_t style, uint64_t identifier0, uint64_t identifier1);

/// `UITableViewHeaderFooterView.init(reuseIdentifier:)` of the dynamic class `metatype`.
void *_Nonnull portable_uikit_make_header_footer_view(
    const void *_Nonnull metatype, uint64_t identifier0, uint64_t identifier1);

/// `NSObject.init()` of the dynamic class `metatype` (its own override, as `alloc`/`init` would
/// call): a scene configuration's `delegateClass`; +1 result.
void *_Nonnull portable_uikit_make_object(const void *_Nonnull metatype);
#endif

#endif
