#include "CJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct rh_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void rh_error_exit(j_common_ptr cinfo) {
    struct rh_error_manager *manager = (struct rh_error_manager *)cinfo->err;
    manager->base.format_message(cinfo, manager->message);
    longjmp(manager->jump, 1);
}

/// Warnings (corrupt but decodable data) are ignored, as image viewers do.
static void rh_output_message(j_common_ptr cinfo) { (void)cinfo; }

// ARGB32 as bytes in memory, with the fourth byte alpha (decoding) or ignored (encoding).
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define RH_DECODE_SPACE JCS_EXT_BGRA
#define RH_ENCODE_SPACE JCS_EXT_BGRX
#else
#define RH_DECODE_SPACE JCS_EXT_ARGB
#define RH_ENCODE_SPACE JCS_EXT_XRGB
#endif

int rh_jpeg_decode(const uint8_t *data, size_t size, uint8_t **pixels, int *width, int *height,
                   char *message, size_t messageSize) {
    struct jpeg_decompress_struct cinfo;
    struct rh_error_manager error;
    uint8_t *volatile buffer = NULL;
    *pixels = NULL;
    cinfo.err = jpeg_std_error(&error.base);
    error.base.error_exit = rh_error_exit;
    error.base.output_message = rh_output_message;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        if (message && messageSize > 0) {
            strncpy(message, error.message, messageSize - 1);
            message[messageSize - 1] = 0;
        }
        jpeg_destroy_decompress(&cinfo);
        free(buffer);
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.out_color_space = RH_DECODE_SPACE;
    jpeg_start_decompress(&cinfo);
    size_t stride = (size_t)cinfo.output_width * 4;
    buffer = malloc(stride * cinfo.output_height);
    if (!buffer) {
        jpeg_destroy_decompress(&cinfo);
        return 2;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = buffer + stride * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    *width = (int)cinfo.output_width;
    *height = (int)cinfo.output_height;
    jpeg_destroy_decompress(&cinfo);
    *pixels = buffer;
    return 0;
}

int rh_jpeg_encode(const uint8_t *pixels, int width, int height, int stride, int quality,
                   uint8_t **output, size_t *outputSize) {
    struct jpeg_compress_struct cinfo;
    struct rh_error_manager error;
    unsigned char *volatile buffer = NULL;
    unsigned long length = 0;
    *output = NULL;
    *outputSize = 0;
    cinfo.err = jpeg_std_error(&error.base);
    error.base.error_exit = rh_error_exit;
    error.base.output_message = rh_output_message;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        return 1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, (unsigned char **)&buffer, &length);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 4;
    cinfo.in_color_space = RH_ENCODE_SPACE;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)stride * cinfo.next_scanline);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *output = buffer;
    *outputSize = length;
    return 0;
}
