#include "CPixelOps.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// `MUL_UN8` of each byte of `x` by `a` (pixman's `UN8x4_MUL_UN8`).
static inline uint32_t mul_un8x4(uint32_t x, uint32_t a) {
    uint32_t rb = (x & 0x00ff00ffu) * a + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00ff00ffu)) >> 8) & 0x00ff00ffu;
    uint32_t ag = ((x >> 8) & 0x00ff00ffu) * a + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00ff00ffu)) & 0xff00ff00u;
    return rb | ag;
}

/// Each byte of `x` plus the same byte of `y`, at most 255 (pixman's `UN8x4_ADD_UN8x4`).
static inline uint32_t add_un8x4(uint32_t x, uint32_t y) {
    uint32_t rb = (x & 0x00ff00ffu) + (y & 0x00ff00ffu);
    rb |= 0x01000100u - ((rb >> 8) & 0x00ff00ffu);
    uint32_t ag = ((x >> 8) & 0x00ff00ffu) + ((y >> 8) & 0x00ff00ffu);
    ag |= 0x01000100u - ((ag >> 8) & 0x00ff00ffu);
    return (rb & 0x00ff00ffu) | ((ag & 0x00ff00ffu) << 8);
}

#if defined(__SSE2__)
/// `mul_un8x4` of four pixels; `a` holds pixel i's multiplier in 16-bit lanes 2i and 2i + 1
/// (blue and red of a pixel are one pair of lanes, green and alpha another).
static inline __m128i mul4(__m128i d, __m128i a) {
    const __m128i low = _mm_set1_epi32(0x00ff00ff), half = _mm_set1_epi16(0x80), high = _mm_set1_epi16((short)0xff00);
    __m128i rb = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(d, low), a), half);
    rb = _mm_srli_epi16(_mm_add_epi16(rb, _mm_srli_epi16(rb, 8)), 8);
    __m128i ag = _mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(d, 8), a), half);
    ag = _mm_and_si128(_mm_add_epi16(ag, _mm_srli_epi16(ag, 8)), high);
    return _mm_or_si128(rb, ag);
}

/// Each pixel's 255 − alpha, in both of its 16-bit lanes pairs (a multiplier for `mul4`).
static inline __m128i inverse_alpha4(__m128i s) {
    __m128i ia = _mm_sub_epi32(_mm_set1_epi32(255), _mm_srli_epi32(s, 24));
    return _mm_or_si128(ia, _mm_slli_epi32(ia, 16));
}
#endif

void rh_over_solid(uint32_t *dst, ptrdiff_t stride, int count, int height, const uint8_t *mask, uint32_t pixel,
                   int room) {
    for (int x0 = 0; x0 < count; x0 += 1024) {
        int n = count - x0 < 1024 ? count - x0 : 1024;
        const uint8_t *m = mask ? mask + x0 : NULL;
        int k0 = 0;
#if defined(__SSE2__)
        // Each group of four: the colour through its coverages and 255 − its alpha, once. A pixel
        // past `n` in the last group has coverage 0 (s = 0, d × 255 = d: left as it is), so the
        // last group is composited whole where the row has room for it.
        __m128i sources[256], alphas[256];
        int groups = room - x0 >= ((n + 3) & ~3) ? (n + 3) >> 2 : n >> 2;
        __m128i p4 = _mm_set1_epi32((int)pixel);
        for (int g = 0; g < groups; g++) {
            int c[4];
            for (int i = 0; i < 4; i++) c[i] = 4 * g + i < n ? (m ? m[4 * g + i] : 255) : 0;
            __m128i c4 = _mm_setr_epi32(c[0], c[1], c[2], c[3]);
            __m128i s = mul4(p4, _mm_or_si128(c4, _mm_slli_epi32(c4, 16)));
            sources[g] = s;
            alphas[g] = inverse_alpha4(s);
        }
        for (int y = 0; y < height; y++) {
            uint32_t *row = dst + y * stride + x0;
            for (int g = 0; g < groups; g++) {
                __m128i d = _mm_loadu_si128((const __m128i *)(row + 4 * g));
                _mm_storeu_si128((__m128i *)(row + 4 * g), _mm_adds_epu8(sources[g], mul4(d, alphas[g])));
            }
        }
        k0 = groups << 2;
#endif
        for (int k = k0; k < n; k++) {
            uint32_t c = m ? m[k] : 255;
            if (c == 0) continue;
            uint32_t s = c == 255 ? pixel : mul_un8x4(pixel, c);
            uint32_t ia = 255 - (s >> 24);
            for (int y = 0; y < height; y++) {
                uint32_t *p = dst + y * stride + x0 + k;
                *p = add_un8x4(s, mul_un8x4(*p, ia));
            }
        }
    }
}

void rh_dissolve_over(const uint32_t *old, ptrdiff_t oldStride, uint32_t oldFill, uint32_t m1,
                      const uint32_t *new_, ptrdiff_t newStride, uint32_t newFill, uint32_t m2,
                      uint32_t *dst, ptrdiff_t dstStride, int width, int height) {
    for (int y = 0; y < height; y++) {
        const uint32_t *o = old + y * oldStride, *n = new_ + y * newStride;
        uint32_t *d = dst + y * dstStride;
        int k = 0;
#if defined(__SSE2__)
        const __m128i a1 = _mm_set1_epi16((short)m1), a2 = _mm_set1_epi16((short)m2);
        const __m128i f1 = _mm_set1_epi32((int)oldFill), f2 = _mm_set1_epi32((int)newFill);
        for (; k + 4 <= width; k += 4) {
            __m128i ov = _mm_or_si128(_mm_loadu_si128((const __m128i *)(o + k)), f1);
            __m128i nv = _mm_or_si128(_mm_loadu_si128((const __m128i *)(n + k)), f2);
            __m128i g = _mm_adds_epu8(mul4(ov, a1), mul4(nv, a2));
            __m128i dv = _mm_loadu_si128((const __m128i *)(d + k));
            _mm_storeu_si128((__m128i *)(d + k), _mm_adds_epu8(g, mul4(dv, inverse_alpha4(g))));
        }
#endif
        for (; k < width; k++) {
            uint32_t g = add_un8x4(mul_un8x4(o[k] | oldFill, m1), mul_un8x4(n[k] | newFill, m2));
            d[k] = add_un8x4(g, mul_un8x4(d[k], 255 - (g >> 24)));
        }
    }
}
