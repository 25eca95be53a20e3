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

// Table cells and header/footer views (`String?` is two words, consumed: retained once here).
extern void *swift_bridgeObjectRetain(void *object);
extern const char portable_uikit_UITableViewCell_descriptor __asm__("$s13PortableUIKit15UITableViewCellCMn");
extern const char portable_uikit_UITableViewCell_init __asm__("$s13PortableUIKit15UITableViewCellC5style15reuseIdentifierA2C0E5StyleO_SSSgtcfCTq");
extern const char portable_uikit_UITableViewHeaderFooterView_descriptor __asm__("$s13PortableUIKit023UITableViewHeaderFooterD0CMn");
extern const char portable_uikit_UITableViewHeaderFooterView_init __asm__("$s13PortableUIKit023UITableViewHeaderFooterD0C15reuseIdentifierACSSSg_tcfCTq");

typedef void *(*CellInitializer)(uint8_t, uint64_t, uint64_t,
                                 const void *__attribute__((swift_context))) __attribute__((swiftcall));
typedef void *(*ReuseIdentifierInitializer)(uint64_t, uint64_t,
                                            const void *__attribute__((swift_context))) __attribute__((swiftcall));

void *portable_uikit_make_table_view_cell(
    const void *metatype, uint8_t style, uint64_t identifier0, uint64_t identifier1) {
    CellInitializer initializer = (CellInitializer)swift_lookUpClassMethod(
        metatype, &portable_uikit_UITableViewCell_init, &portable_uikit_UITableViewCell_descriptor);
    swift_bridgeObjectRetain((void *)identifier1);
    return initializer(style, identifier0, identifier1, metatype);
}

void *portable_uikit_make_header_footer_view(const void *metatype, uint64_t identifier0, uint64_t identifier1) {
    ReuseIdentifierInitializer initializer = (ReuseIdentifierInitializer)swift_lookUpClassMethod(
        metatype, &portable_uikit_UITableViewHeaderFooterView_init,
        &portable_uikit_UITableViewHeaderFooterView_descriptor);
    swift_bridgeObjectRetain((void *)identifier1);
    return initializer(identifier0, identifier1, metatype);
}

// `NSObject.init()`, which `UIResponder` and its subclasses override: no arguments.
extern const char portable_uikit_NSObject_descriptor __asm__("$s10Foundation8NSObjectCMn");
extern const char portable_uikit_NSObject_init __asm__("$s10Foundation8NSObjectCACycfCTq");

typedef void *(*PlainInitializer)(const void *__attribute__((swift_context))) __attribute__((swiftcall));

void *portable_uikit_make_object(const void *metatype) {
    PlainInitializer initializer = (PlainInitializer)swift_lookUpClassMethod(
        metatype, &portable_uikit_NSObject_init, &portable_uikit_NSObject_descriptor);
    return initializer(metatype);
}
#endif
