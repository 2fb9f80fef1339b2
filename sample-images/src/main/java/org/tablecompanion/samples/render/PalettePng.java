package org.tablecompanion.samples.render;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

import org.opencv.core.Mat;

/**
 * Writes a picture as an 8-bit palette PNG: 256 colours chosen by median cut, no dithering. The
 * contact sheet is documentation committed to the repository, and a palette keeps it a third of
 * the size of full colour with little visible loss on painted textures.
 */
final class PalettePng {

    private PalettePng() {
    }

    static void write(Mat bgr, Path file) throws IOException {
        int w = bgr.cols();
        int h = bgr.rows();
        byte[] data = new byte[w * h * 3];
        bgr.get(0, 0, data);
        int[] rgb = new int[w * h];
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = (data[i * 3 + 2] & 0xff) << 16 | (data[i * 3 + 1] & 0xff) << 8 | (data[i * 3] & 0xff);
        }
        int[] palette = medianCut(rgb, 256);
        byte[] r = new byte[palette.length];
        byte[] g = new byte[palette.length];
        byte[] b = new byte[palette.length];
        for (int i = 0; i < palette.length; i++) {
            r[i] = (byte) (palette[i] >> 16);
            g[i] = (byte) (palette[i] >> 8);
            b[i] = (byte) palette[i];
        }
        IndexColorModel model = new IndexColorModel(8, palette.length, r, g, b);
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_INDEXED, model);
        byte[] indexes = new byte[w * h];
        short[] cache = new short[1 << 15];
        java.util.Arrays.fill(cache, (short) -1);
        for (int i = 0; i < rgb.length; i++) {
            int key = ((rgb[i] >> 19) & 31) << 10 | ((rgb[i] >> 11) & 31) << 5 | ((rgb[i] >> 3) & 31);
            if (cache[key] < 0) {
                cache[key] = (short) nearest(palette, rgb[i]);
            }
            indexes[i] = (byte) cache[key];
        }
        image.getRaster().setDataElements(0, 0, w, h, indexes);
        // An image output stream over an existing file does not truncate it: start from nothing.
        java.nio.file.Files.deleteIfExists(file);
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        try (ImageOutputStream out = ImageIO.createImageOutputStream(file.toFile())) {
            writer.setOutput(out);
            ImageWriteParam param = writer.getDefaultWriteParam();
            if (param.canWriteCompressed()) {
                param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
                param.setCompressionQuality(0f);
            }
            writer.write(null, new IIOImage(image, null, null), param);
        } finally {
            writer.dispose();
        }
    }

    private static int nearest(int[] palette, int colour) {
        int best = 0;
        int bestDistance = Integer.MAX_VALUE;
        int cr = (colour >> 16) & 255;
        int cg = (colour >> 8) & 255;
        int cb = colour & 255;
        for (int i = 0; i < palette.length; i++) {
            int dr = cr - ((palette[i] >> 16) & 255);
            int dg = cg - ((palette[i] >> 8) & 255);
            int db = cb - (palette[i] & 255);
            int d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best;
    }

    /** Splits the colour box with the widest channel range at its median until there are {@code count} boxes. */
    private static int[] medianCut(int[] pixels, int count) {
        List<int[]> boxes = new ArrayList<>();
        int stride = Math.max(1, pixels.length / 200_000);
        int[] sample = new int[(pixels.length + stride - 1) / stride];
        for (int i = 0, j = 0; i < pixels.length; i += stride, j++) {
            sample[j] = pixels[i];
        }
        boxes.add(sample);
        while (boxes.size() < count) {
            int[] widest = null;
            int widestRange = -1;
            int widestChannel = 0;
            for (int[] box : boxes) {
                if (box.length < 2) {
                    continue;
                }
                for (int ch = 0; ch < 3; ch++) {
                    int shift = 16 - 8 * ch;
                    int min = 255;
                    int max = 0;
                    for (int p : box) {
                        int v = (p >> shift) & 255;
                        min = Math.min(min, v);
                        max = Math.max(max, v);
                    }
                    int weight = ch == 1 ? 4 : ch == 0 ? 3 : 2;
                    if ((max - min) * weight * Math.log(box.length + 1) > widestRange) {
                        widestRange = (int) ((max - min) * weight * Math.log(box.length + 1));
                        widest = box;
                        widestChannel = shift;
                    }
                }
            }
            if (widest == null) {
                break;
            }
            int shift = widestChannel;
            Integer[] sorted = new Integer[widest.length];
            for (int i = 0; i < widest.length; i++) {
                sorted[i] = widest[i];
            }
            java.util.Arrays.sort(sorted, Comparator.comparingInt(p -> (p >> shift) & 255));
            int half = sorted.length / 2;
            int[] a = new int[half];
            int[] b = new int[sorted.length - half];
            for (int i = 0; i < sorted.length; i++) {
                if (i < half) {
                    a[i] = sorted[i];
                } else {
                    b[i - half] = sorted[i];
                }
            }
            boxes.remove(widest);
            boxes.add(a);
            boxes.add(b);
        }
        int[] palette = new int[boxes.size()];
        for (int i = 0; i < boxes.size(); i++) {
            long r = 0;
            long g = 0;
            long b = 0;
            for (int p : boxes.get(i)) {
                r += (p >> 16) & 255;
                g += (p >> 8) & 255;
                b += p & 255;
            }
            int n = Math.max(1, boxes.get(i).length);
            palette[i] = (int) (r / n) << 16 | (int) (g / n) << 8 | (int) (b / n);
        }
        return palette;
    }
}
