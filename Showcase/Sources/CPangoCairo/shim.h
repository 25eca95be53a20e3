// Pango with its Cairo backend, for text in PortableUIKitCairo (pkg-config "pangocairo").
#include <pango/pangocairo.h>
