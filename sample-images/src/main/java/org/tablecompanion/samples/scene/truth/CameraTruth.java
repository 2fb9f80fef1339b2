package org.tablecompanion.samples.scene.truth;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * The camera that took the picture. To map a table point (x, y) mm at the table top to the image:
 * apply {@code tableToImage} (undistorted pixels), then the radial distortion
 * {@code p = c + (p_u - c) * (1 + k1 r^2 + k2 r^4)} with {@code r} the undistorted radius in
 * units of the focal length. Tile tops are {@code tileThicknessMm} higher: use
 * {@code tileTopToImage} for them.
 *
 * @param rotation world-to-camera rotation (rows)
 * @param centreMm camera centre in table mm (z negative: above the table)
 * @param tableToImage homography from the table plane (z = 0) to undistorted pixels
 * @param tileTopToImage homography from the plane of tile tops to undistorted pixels
 */
@JsonPropertyOrder({"width", "height", "fx", "fy", "cx", "cy", "k1", "k2", "tiltDeg", "yawDeg", "distanceMm",
    "horizontalFovDeg", "rotation", "centreMm", "tableToImage", "tileTopToImage"})
public record CameraTruth(int width, int height, double fx, double fy, double cx, double cy, double k1, double k2,
                          double tiltDeg, double yawDeg, double distanceMm, double horizontalFovDeg,
                          List<List<Double>> rotation, List<Double> centreMm, List<List<Double>> tableToImage,
                          List<List<Double>> tileTopToImage) {
}
