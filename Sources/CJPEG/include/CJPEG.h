// A small C shim over libjpeg (libjpeg-turbo) for CoreGraphics. libjpeg reports errors by calling an
// error handler that must not return; the shim catches them with setjmp/longjmp, which Swift cannot
// do, and turns them into return codes.
#ifndef ROCKHOPPER_CJPEG_H
#define ROCKHOPPER_CJPEG_H

#include <stddef.h>
#include <stdint.h>

/// Decodes the JPEG in `data` into `*pixels`: `*height` rows of `*width` pixels, 4 bytes each, rows
/// packed, in Cairo's ARGB32 layout (native-endian 0xAARRGGBB, alpha 255). Gray and YCbCr images are
/// converted to RGB; CMYK images are not supported. The caller frees `*pixels` with `free`.
/// Returns 0 on success; otherwise non-zero, with a message in `message` when it is not NULL.
int rh_jpeg_decode(const uint8_t *data, size_t size, uint8_t **pixels, int *width, int *height,
                   char *message, size_t messageSize);

/// Encodes `height` rows of `width` ARGB32 pixels (`stride` bytes apart; alpha ignored) as a baseline
/// JPEG of `quality` 1...100 with 4:2:0 chroma subsampling (libjpeg's defaults). The caller frees
/// `*output` with `free`. Returns 0 on success.
int rh_jpeg_encode(const uint8_t *pixels, int width, int height, int stride, int quality,
                   uint8_t **output, size_t *outputSize);

#endif
