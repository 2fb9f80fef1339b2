package org.tablecompanion.calibration.camera;

import java.util.List;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.opencv.Mats;

/**
 * A webcam's intrinsics and lens distortion, as OpenCV models them: a pinhole with focal lengths
 * {@code fx, fy} and principal point {@code cx, cy} in pixels, then the distortion coefficients
 * {@code k1 k2 p1 p2 k3} (radial and tangential).
 *
 * @param imageWidth width of the pictures it was measured on
 * @param imageHeight their height
 * @param distortion {@code k1, k2, p1, p2, k3}
 * @param rmsErrorPx root-mean-square reprojection error of the board corners
 * @param views how many board pictures were used
 */
public record CameraModel(int imageWidth, int imageHeight, double fx, double fy, double cx, double cy,
                          List<Double> distortion, double rmsErrorPx, int views) {

    public CameraModel {
        distortion = distortion == null ? List.of() : List.copyOf(distortion);
        if (imageWidth < 16 || imageHeight < 16) {
            throw new IllegalArgumentException("camera.imageWidth/imageHeight must be at least 16 pixels, got "
                    + imageWidth + "x" + imageHeight);
        }
        if (!(fx > 0) || !(fy > 0)) {
            throw new IllegalArgumentException("camera.fx and camera.fy must be positive, got " + fx + ", " + fy);
        }
        if (!Double.isFinite(cx) || !Double.isFinite(cy)) {
            throw new IllegalArgumentException("camera.cx and camera.cy must be numbers");
        }
        if (distortion.size() != 5 || distortion.stream().anyMatch(d -> !Double.isFinite(d))) {
            throw new IllegalArgumentException("camera.distortion must be 5 numbers (k1, k2, p1, p2, k3), got "
                    + distortion);
        }
    }

    /** The 3x3 camera matrix (the caller releases it). */
    public Mat cameraMatrix() {
        return Mats.of(new double[][] {{fx, 0, cx}, {0, fy, cy}, {0, 0, 1}});
    }

    /** The 1x5 distortion coefficients (the caller releases it). */
    public Mat distortionCoefficients() {
        return Mats.row(distortion);
    }

    /**
     * The same camera for pictures of another resolution with the same aspect ratio (a webcam
     * streaming at 1280x720 after being calibrated at 1920x1080).
     *
     * @throws IllegalArgumentException when the aspect ratio differs: the sensor was cropped
     */
    public CameraModel forImageSize(int width, int height) {
        if (width == imageWidth && height == imageHeight) {
            return this;
        }
        double sx = width / (double) imageWidth;
        double sy = height / (double) imageHeight;
        if (Math.abs(sx - sy) > 0.01 * Math.max(sx, sy)) {
            throw new IllegalArgumentException("the camera was calibrated at " + imageWidth + "x" + imageHeight
                    + " but this picture is " + width + "x" + height + " (another aspect ratio: calibrate the camera again)");
        }
        return new CameraModel(width, height, fx * sx, fy * sy, (cx + 0.5) * sx - 0.5, (cy + 0.5) * sy - 0.5,
                distortion, rmsErrorPx * sx, views);
    }
}
