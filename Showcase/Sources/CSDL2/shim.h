// SDL2, for the live window host (pkg-config "sdl2").
#include <SDL.h>
