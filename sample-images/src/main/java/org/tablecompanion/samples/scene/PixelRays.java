package org.tablecompanion.samples.scene;

/**
 * For every image pixel, the normalized undistorted camera coordinates of its ray. Rendering
 * works backwards from pixels through these rays, so every plane (table, tile tops, the floor) is
 * drawn exactly under the lens distortion that the ground truth's projection applies forwards.
 */
final class PixelRays {

    private static final int TABLE_SIZE = 8192;

    final int width;
    final int height;
    final float[] xn;
    final float[] yn;

    private PixelRays(int width, int height, float[] xn, float[] yn) {
        this.width = width;
        this.height = height;
        this.xn = xn;
        this.yn = yn;
    }

    static PixelRays of(Camera camera) {
        int w = camera.width();
        int h = camera.height();
        double f = camera.focalPx();
        double maxRd = 0;
        for (double u : new double[] {0, w - 1}) {
            for (double v : new double[] {0, h - 1}) {
                maxRd = Math.max(maxRd, Math.hypot((u - camera.cx()) / f, (v - camera.cy()) / f));
            }
        }
        maxRd *= 1.001;
        // The distortion is radial, so one table of r_u / r_d over the radius serves every pixel.
        double[] ratio = new double[TABLE_SIZE + 2];
        for (int i = 0; i <= TABLE_SIZE + 1; i++) {
            double rd = maxRd * i / TABLE_SIZE;
            ratio[i] = rd < 1e-12 ? 1.0 / camera.distortionFactor(0) : camera.undistortRadius(rd) / rd;
        }
        float[] xs = new float[w * h];
        float[] ys = new float[w * h];
        double scale = TABLE_SIZE / maxRd;
        for (int v = 0; v < h; v++) {
            double yd = (v - camera.cy()) / f;
            for (int u = 0; u < w; u++) {
                double xd = (u - camera.cx()) / f;
                double pos = Math.sqrt(xd * xd + yd * yd) * scale;
                int k = (int) pos;
                double t = pos - k;
                double q = ratio[k] + (ratio[k + 1] - ratio[k]) * t;
                int i = v * w + u;
                xs[i] = (float) (xd * q);
                ys[i] = (float) (yd * q);
            }
        }
        return new PixelRays(w, h, xs, ys);
    }
}
