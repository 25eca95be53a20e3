// Cairo, for PortableUIKitCairo (pkg-config "cairo").
#include <cairo.h>
