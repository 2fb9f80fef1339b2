package org.tablecompanion.ui.calibration;

import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.samples.scene.Camera;
import org.tablecompanion.samples.scene.Point2;
import org.tablecompanion.samples.scene.Vec3;

/**
 * Photos of flat things on the table (the printed board, a grey card, a guide page with tiles)
 * through the scene generator's webcam model, so the benchmarks calibrate the very camera that
 * takes the scenes.
 */
final class FlatPhotos {

    /**
     * A flat picture on the table.
     *
     * @param xMm table x of its centre
     * @param yMm table y of its centre
     * @param pxPerMm its resolution
     * @param turnDeg clockwise turn
     */
    record Layer(Mat picture, double xMm, double yMm, double pxPerMm, double turnDeg) {
    }

    private final Camera camera;
    private final float[] tableX;
    private final float[] tableY;

    FlatPhotos(Camera camera) {
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

    /** The same webcam moved to look at another table point. */
    static Camera aimed(Camera webcam, double targetX, double targetY, double tiltDeg, double yawDeg, double distanceMm) {
        return Camera.lookingAt(webcam.width(), webcam.height(), webcam.focalPx(), webcam.k1(), webcam.k2(),
                new Vec3(targetX, targetY, 0), tiltDeg, yawDeg, distanceMm);
    }

    /** Table colour, layers bottom to top, then the camera's white-balance gains (blue, green, red), blur and noise. */
    Mat photograph(Scalar table, List<Layer> layers, double[] gainsBgr, double blur, double noise, long seed) {
        int w = camera.width();
        int h = camera.height();
        Mat out = new Mat(h, w, CvType.CV_8UC3, table);
        float[] mx = new float[w * h];
        float[] my = new float[w * h];
        Mat mapX = new Mat(h, w, CvType.CV_32F);
        Mat mapY = new Mat(h, w, CvType.CV_32F);
        double photoPxPerMm = camera.pixelsPerMm(camera.target());
        for (Layer layer : layers) {
            Mat pic = layer.picture();
            if (pic.channels() == 1) {
                Mat bgr = new Mat();
                Imgproc.cvtColor(pic, bgr, Imgproc.COLOR_GRAY2BGR);
                pic = bgr;
            }
            double factor = Math.min(1.0, 2.0 * photoPxPerMm / layer.pxPerMm());
            Mat src = pic;
            if (factor < 0.9) {
                src = new Mat();
                Imgproc.resize(pic, src, new Size(Math.max(2, pic.cols() * factor), Math.max(2, pic.rows() * factor)), 0, 0,
                        Imgproc.INTER_AREA);
            }
            double scale = src.cols() / (double) pic.cols();
            double a = Math.toRadians(layer.turnDeg());
            double cos = Math.cos(a);
            double sin = Math.sin(a);
            for (int i = 0; i < mx.length; i++) {
                double dx = tableX[i] - layer.xMm();
                double dy = tableY[i] - layer.yMm();
                double lx = dx * cos + dy * sin;
                double ly = -dx * sin + dy * cos;
                mx[i] = (float) ((lx * layer.pxPerMm() + pic.cols() / 2.0) * scale - 0.5);
                my[i] = (float) ((ly * layer.pxPerMm() + pic.rows() / 2.0) * scale - 0.5);
            }
            mapX.put(0, 0, mx);
            mapY.put(0, 0, my);
            Imgproc.remap(src, out, mapX, mapY, Imgproc.INTER_LINEAR, Core.BORDER_TRANSPARENT, new Scalar(0));
            if (src != pic) {
                src.release();
            }
            if (pic != layer.picture()) {
                pic.release();
            }
        }
        mapX.release();
        mapY.release();
        Mat f = new Mat();
        out.convertTo(f, CvType.CV_32FC3);
        Core.multiply(f, new Scalar(gainsBgr[0], gainsBgr[1], gainsBgr[2]), f);
        if (blur > 0) {
            Imgproc.GaussianBlur(f, f, new Size(0, 0), blur);
        }
        Mat n = new Mat(f.size(), CvType.CV_32FC3);
        Core.setRNGSeed((int) seed);
        Core.randn(n, 0, noise);
        Core.add(f, n, f);
        f.convertTo(out, CvType.CV_8UC3);
        f.release();
        n.release();
        return out;
    }
}
