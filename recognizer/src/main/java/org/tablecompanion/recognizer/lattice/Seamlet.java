package org.tablecompanion.recognizer.lattice;

/**
 * A short straight piece of a dark seam found in one small block of the image: where it is, which
 * way it runs and how much evidence it has. Seams between tiles are made of many of them.
 *
 * @param x centroid x, working-image pixels
 * @param y centroid y
 * @param dx unit direction x
 * @param dy unit direction y
 * @param weight evidence mass (sum of valley response above the noise floor)
 * @param length extent along the direction, pixels
 */
public record Seamlet(double x, double y, double dx, double dy, double weight, double length) {

    /** Homogeneous line through the seamlet: a x + b y + c = 0 with (a, b) a unit normal. */
    public double[] line() {
        double a = -dy;
        double b = dx;
        return new double[] {a, b, -(a * x + b * y)};
    }
}
