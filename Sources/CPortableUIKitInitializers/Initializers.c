#include "CPortableUIKitInitializers.h"

#if defined(__linux__)
// The Swift runtime's dispatch for a class method named by its method descriptor.
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *classDescriptor);

// PortableUIKit's nominal type and method descriptors, by their Swift manglings.
extern const char portable_uikit_UIView_descriptor __asm__("$s13PortableUIKit6UIViewCMn");
extern const char portable_uikit_UIView_init_frame __asm__(
    "$s13PortableUIKit6UIViewC5frameAC10Foundation6CGRectV_tcfCTq");

// `init(frame: CGRect)`'s allocating entry: a CGRect is passed as its four doubles.
typedef void *(*FrameInitializer)(double, double, double, double,
                                  const void *__attribute__((swift_context))) __attribute__((swiftcall));

void *portable_uikit_make_view_with_frame(
    const void *metatype, double x, double y, double width, double height) {
    FrameInitializer initializer = (FrameInitializer)swift_lookUpClassMethod(
        metatype, &portable_uikit_UIView_init_frame, &portable_uikit_UIView_descriptor);
    return initializer(x, y, width, height, metatype);
}
#endif
