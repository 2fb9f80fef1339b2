package org.tablecompanion.calibration.testing;

import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;
import org.tablecompanion.samples.scene.Camera;
import org.tablecompanion.samples.scene.Point2;
import org.tablecompanion.samples.scene.Vec3;

/**
 * Photographs flat things lying on a table through the scene generator's camera model (pinhole,
 * radial distortion k1/k2): the test stand-in for a webcam looking at a printed board, markers,
 * a grey card or tiles laid on the layout guide. Then the photo's faults: a colour cast, blur,
 * noise.
 */
public final class TablePhotographer {

    private final Camera camera;
    private final float[] tableX;
    private final float[] tableY;

    public TablePhotographer(Camera camera) {
        OpenCvLibrary.load();
        this.camera = camera;
        int n = camera.width() * camera.height();
        tableX = new float[n];
        tableY = new float[n];
        for (int v = 0; v < camera.height(); v++) {
            for (int u = 0; u < camera.width(); u++) {
                Point2 nrm = camera.undistort(new Point2(u, v));
                Vec3 p = camera.rayOnPlane(nrm.x(), nrm.y(), 0);
                tableX[v * camera.width() + u] = (float) p.x();
                tableY[v * camera.width() + u] = (float) p.y();
            }
        }
    }

    public Camera camera() {
        return camera;
    }

    /** A camera at {@code distanceMm} looking at a table point with the given tilt and yaw. */
    public static Camera camera(int width, int height, double hfovDeg, double k1, double k2, double targetX,
                                double targetY, double tiltDeg, double yawDeg, double distanceMm) {
        double focal = (width / 2.0) / Math.tan(Math.toRadians(hfovDeg / 2));
        return Camera.lookingAt(width, height, focal, k1, k2, new Vec3(targetX, targetY, 0), tiltDeg, yawDeg, distanceMm);
    }

    /**
     * The photo: the table colour, the layers from bottom to top, then a white-balance error
     * (gains for blue, green, red), a brightness, blur and noise.
     */
    public Mat photograph(Scalar tableBgr, List<FlatLayer> layers, double[] gainsBgr, double brightness,
                          double blurSigma, double noiseSigma, long seed) {
        int w = camera.width();
        int h = camera.height();
        Mat out = new Mat(h, w, CvType.CV_8UC3, tableBgr);
        Mat mapX = new Mat(h, w, CvType.CV_32F);
        Mat mapY = new Mat(h, w, CvType.CV_32F);
        float[] mx = new float[w * h];
        float[] my = new float[w * h];
        for (FlatLayer layer : layers) {
            Mat pic = layer.picture();
            if (pic.channels() == 1) {
                Mat bgr = new Mat();
                Imgproc.cvtColor(pic, bgr, Imgproc.COLOR_GRAY2BGR);
                pic = bgr;
            }
            double a = Math.toRadians(layer.turnDeg());
            double cos = Math.cos(a);
            double sin = Math.sin(a);
            double cx = pic.cols() / 2.0;
            double cy = pic.rows() / 2.0;
            for (int i = 0; i < mx.length; i++) {
                double dx = tableX[i] - layer.xMm();
                double dy = tableY[i] - layer.yMm();
                // Undo the clockwise turn to get picture coordinates.
                double lx = dx * cos + dy * sin;
                double ly = -dx * sin + dy * cos;
                mx[i] = (float) (lx * layer.pxPerMm() + cx - 0.5);
                my[i] = (float) (ly * layer.pxPerMm() + cy - 0.5);
            }
            mapX.put(0, 0, mx);
            mapY.put(0, 0, my);
            Mat smooth = antiAliased(pic, layer.pxPerMm());
            double scale = smooth.cols() / (double) pic.cols();
            if (scale != 1.0) {
                Core.multiply(mapX, new Scalar(scale), mapX);
                Core.add(mapX, new Scalar(0.5 * scale - 0.5), mapX);
                Core.multiply(mapY, new Scalar(scale), mapY);
                Core.add(mapY, new Scalar(0.5 * scale - 0.5), mapY);
            }
            Imgproc.remap(smooth, out, mapX, mapY, Imgproc.INTER_LINEAR, Core.BORDER_TRANSPARENT, new Scalar(0));
            if (smooth != pic) {
                smooth.release();
            }
            if (pic != layer.picture()) {
                pic.release();
            }
        }
        mapX.release();
        mapY.release();
        Mat f = new Mat();
        out.convertTo(f, CvType.CV_32FC3);
        Core.multiply(f, new Scalar(gainsBgr[0] * brightness, gainsBgr[1] * brightness, gainsBgr[2] * brightness), f);
        if (blurSigma > 0) {
            Imgproc.GaussianBlur(f, f, new Size(0, 0), blurSigma);
        }
        if (noiseSigma > 0) {
            Mat noise = new Mat(f.size(), CvType.CV_32FC3);
            Core.setRNGSeed((int) seed);
            Core.randn(noise, 0, noiseSigma);
            Core.add(f, noise, f);
            noise.release();
        }
        f.convertTo(out, CvType.CV_8UC3);
        f.release();
        return out;
    }

    /** A picture shrunk towards the photo's resolution, so fine print does not alias. */
    private Mat antiAliased(Mat picture, double pxPerMm) {
        double photoPxPerMm = camera.pixelsPerMm(camera.target());
        double factor = Math.min(1.0, 2.0 * photoPxPerMm / pxPerMm);
        if (factor > 0.9) {
            return picture;
        }
        Mat small = new Mat();
        Imgproc.resize(picture, small, new Size(Math.max(2, picture.cols() * factor), Math.max(2, picture.rows() * factor)),
                0, 0, Imgproc.INTER_AREA);
        return small;
    }
}
