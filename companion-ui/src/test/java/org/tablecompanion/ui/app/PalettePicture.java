package org.tablecompanion.ui.app;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * Screenshots committed for the README must stay small: they are written as 256-colour PNGs. The
 * palette comes from splitting the picture's colour histogram (5 bits per channel) box by box
 * along its widest channel at the weighted median, so flat window colours stay exact and the
 * painted board keeps its look.
 */
final class PalettePicture {

    private PalettePicture() {
    }

    static void write(BufferedImage picture, Path file) throws IOException {
        int w = picture.getWidth();
        int h = picture.getHeight();
        int[] rgb = picture.getRGB(0, 0, w, h, null, 0, w);
        int[] counts = new int[1 << 15];
        for (int c : rgb) {
            counts[bin(c)]++;
        }
        List<int[]> boxes = new ArrayList<>();
        List<Integer> used = new ArrayList<>();
        for (int b = 0; b < counts.length; b++) {
            if (counts[b] > 0) {
                used.add(b);
            }
        }
        boxes.add(used.stream().mapToInt(Integer::intValue).toArray());
        while (boxes.size() < 256) {
            int widest = -1;
            int widestRange = 0;
            for (int i = 0; i < boxes.size(); i++) {
                int range = widestRange(boxes.get(i))[1];
                if (boxes.get(i).length > 1 && range > widestRange) {
                    widest = i;
                    widestRange = range;
                }
            }
            if (widest < 0) {
                break;
            }
            int[] box = boxes.remove(widest);
            int channel = widestRange(box)[0];
            int[] sorted = java.util.Arrays.stream(box).boxed()
                    .sorted(java.util.Comparator.comparingInt(b -> channel(b, channel))).mapToInt(Integer::intValue).toArray();
            long total = 0;
            for (int b : sorted) {
                total += counts[b];
            }
            long half = 0;
            int cut = 1;
            for (int i = 0; i < sorted.length - 1; i++) {
                half += counts[sorted[i]];
                cut = i + 1;
                if (half * 2 >= total) {
                    break;
                }
            }
            boxes.add(java.util.Arrays.copyOfRange(sorted, 0, cut));
            boxes.add(java.util.Arrays.copyOfRange(sorted, cut, sorted.length));
        }
        int n = boxes.size();
        byte[] r = new byte[n];
        byte[] g = new byte[n];
        byte[] bl = new byte[n];
        byte[] indexOfBin = new byte[counts.length];
        for (int i = 0; i < n; i++) {
            long sr = 0;
            long sg = 0;
            long sb = 0;
            long weight = 0;
            for (int b : boxes.get(i)) {
                sr += (long) counts[b] * (channel(b, 0) * 8 + 4);
                sg += (long) counts[b] * (channel(b, 1) * 8 + 4);
                sb += (long) counts[b] * (channel(b, 2) * 8 + 4);
                weight += counts[b];
                indexOfBin[b] = (byte) i;
            }
            r[i] = (byte) (sr / weight);
            g[i] = (byte) (sg / weight);
            bl[i] = (byte) (sb / weight);
        }
        BufferedImage indexed = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_INDEXED, new IndexColorModel(8, n, r, g, bl));
        byte[] pixels = new byte[w * h];
        for (int i = 0; i < rgb.length; i++) {
            pixels[i] = indexOfBin[bin(rgb[i])];
        }
        indexed.getRaster().setDataElements(0, 0, w, h, pixels);
        Files.deleteIfExists(file);
        ImageIO.write(indexed, "png", file.toFile());
    }

    private static int bin(int rgb) {
        return ((rgb >> 19) & 31) << 10 | ((rgb >> 11) & 31) << 5 | ((rgb >> 3) & 31);
    }

    /** 0 red, 1 green, 2 blue, each 0..31. */
    private static int channel(int bin, int which) {
        return (bin >> (10 - 5 * which)) & 31;
    }

    /** The channel along which a box of bins spreads most, and how far. */
    private static int[] widestRange(int[] box) {
        int best = 0;
        int range = -1;
        for (int c = 0; c < 3; c++) {
            int lo = 31;
            int hi = 0;
            for (int b : box) {
                lo = Math.min(lo, channel(b, c));
                hi = Math.max(hi, channel(b, c));
            }
            if (hi - lo > range) {
                range = hi - lo;
                best = c;
            }
        }
        return new int[] {best, range};
    }
}
