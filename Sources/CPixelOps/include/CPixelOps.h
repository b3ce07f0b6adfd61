// Pixel loops of the compositor in C: pixman's arithmetic on 32-bit premultiplied ARGB pixels
// (native-endian 0xAARRGGBB), four pixels at a time with SSE2 where the compiler targets it and one
// at a time otherwise. In C rather than Swift so that debug builds, which run the tests, run them
// at a speed near a release build's (Swift's SIMD types are generic and very slow unoptimized).
//
// Per byte, `MUL_UN8(x, a)` = (t + (t >> 8)) >> 8 with t = x × a + 0x80 (pixman-combine32.h), and
// sums saturate at 255 (`UN8x4_ADD_UN8x4`).
#ifndef ROCKHOPPER_CPIXELOPS_H
#define ROCKHOPPER_CPIXELOPS_H

#include <stddef.h>
#include <stdint.h>

/// Pixman's OVER of the premultiplied colour `pixel` through 8-bit coverages onto `height` rows
/// of `count` pixels from `dst` (rows `stride` pixels apart): with `mask` (one coverage a pixel,
/// the same for every row) d = s + d × (255 − alpha(s)) with s = pixel × coverage; without it
/// (NULL), every coverage is 255. What `over_n_8_8888` and `over_n_8888` compute. `room` (at
/// least `count`) is how many pixels from `dst` each row has: up to three past `count` may be read
/// and written back unchanged.
void rh_over_solid(uint32_t *dst, ptrdiff_t stride, int count, int height, const uint8_t *mask, uint32_t pixel,
                   int room);

/// A cross-dissolve summed and composited over `dst` in one pass, `height` rows of `width`
/// pixels: g = o × m1 + n × m2 (saturating), then d = g + d × (255 − alpha(g)) (saturating), where
/// `o` and `n` are the old and new looks' pixels ORed with `oldFill` and `newFill` (0xff000000 for
/// an RGB24 surface, whose unused byte pixman reads as opaque; else 0). Strides are in pixels.
void rh_dissolve_over(const uint32_t *old, ptrdiff_t oldStride, uint32_t oldFill, uint32_t m1,
                      const uint32_t *new_, ptrdiff_t newStride, uint32_t newFill, uint32_t m2,
                      uint32_t *dst, ptrdiff_t dstStride, int width, int height);

#endif
