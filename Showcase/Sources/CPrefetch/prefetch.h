// A software prefetch for PortableUIKitCairo's perspective resampler (LineResampler.swift), which
// Swift cannot express: walking a kept image down its columns misses the cache on nearly every
// new source row, and the hardware prefetchers do not follow that pattern.
#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Asks for the cache line holding `address` to be loaded for reading (a hint: never faults).
static inline void prefetch_for_reading(const void *address) { __builtin_prefetch(address, 0, 3); }

#endif
