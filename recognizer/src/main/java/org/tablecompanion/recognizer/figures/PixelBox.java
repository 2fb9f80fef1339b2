package org.tablecompanion.recognizer.figures;

import java.util.List;

/**
 * The bounding box of a set of pixels given as indices {@code y * width + x} into a picture
 * {@code width} pixels wide (how blobs are kept while figures are looked for). Bounds inclusive.
 */
public record PixelBox(int minX, int minY, int maxX, int maxY) {

    public static PixelBox of(List<Integer> pixels, int width) {
        int minX = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (int p : pixels) {
            minX = Math.min(minX, p % width);
            maxX = Math.max(maxX, p % width);
            minY = Math.min(minY, p / width);
            maxY = Math.max(maxY, p / width);
        }
        return new PixelBox(minX, minY, maxX, maxY);
    }

    /** Its area in pixels. */
    public double area() {
        return (maxX - minX + 1.0) * (maxY - minY + 1.0);
    }

    public boolean contains(int x, int y) {
        return x >= minX && x <= maxX && y >= minY && y <= maxY;
    }
}
