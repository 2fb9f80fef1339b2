package org.tablecompanion.recognizer.source;

/**
 * What to ask a camera for (files and folders give what they hold).
 *
 * @param width frame width, pixels
 * @param height frame height, pixels
 * @param fps frames per second
 */
public record SourceOptions(int width, int height, double fps) {

    public SourceOptions {
        if (width <= 0 || height <= 0 || !(fps > 0)) {
            throw new IllegalArgumentException("source options: width, height and fps must be positive, got "
                    + width + "x" + height + " at " + fps);
        }
    }

    /** 1920x1080 at 10 frames per second: enough detail for 45 mm tiles, little work per second. */
    public static SourceOptions defaults() {
        return new SourceOptions(1920, 1080, 10);
    }
}
