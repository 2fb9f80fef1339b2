package org.tablecompanion.recognizer.lattice;

import org.tablecompanion.recognizer.geometry.Homography;
import org.tablecompanion.recognizer.geometry.RadialLens;
import org.tablecompanion.recognizer.geometry.Vec2;

/**
 * Where the board's lattice lies in an image: board point (u, v) in cells (integers are seams,
 * cell (i, j) spans [i, i + 1] x [j, j + 1], u east, v south) maps through {@code boardToImage}
 * to undistorted pixels, then through the lens to the pixels of the image.
 *
 * @param boardToImage board cells to undistorted image pixels
 * @param imageToBoard its inverse
 * @param lens radial distortion of the image
 */
public record LatticeModel(Homography boardToImage, Homography imageToBoard, RadialLens lens) {

    public static LatticeModel of(Homography imageToBoard, RadialLens lens) {
        return new LatticeModel(imageToBoard.inverse(), imageToBoard, lens);
    }

    public Vec2 toImage(double u, double v) {
        Vec2 p = boardToImage.apply(u, v);
        return lens.distort(p.x(), p.y());
    }

    public Vec2 toBoard(double x, double y) {
        Vec2 p = lens.undistort(x, y);
        return imageToBoard.apply(p.x(), p.y());
    }

    /** The same lattice for an image scaled by {@code s} (pixels multiplied by s). */
    public LatticeModel scaled(double s) {
        Homography scale = Homography.affine(s, 0, 0, 0, s, 0);
        RadialLens l = new RadialLens(lens.cx() * s, lens.cy() * s, lens.kappa() / (s * s));
        return new LatticeModel(scale.after(boardToImage), imageToBoard.after(scale.inverse()), l);
    }

    /** The same lattice with board coordinates changed: new board point = {@code change}(old). */
    public LatticeModel rebased(Homography change) {
        Homography toBoard = change.after(imageToBoard);
        return new LatticeModel(toBoard.inverse(), toBoard, lens);
    }

    /**
     * The board point straight under the camera, for a pinhole camera of focal length
     * {@code focal} with its principal point at the lens centre: standing figures lean away from
     * it in a picture of the board seen from above.
     */
    public Vec2 nadir(double focal) {
        double[] c = cameraCentre(focal);
        return new Vec2(c[0], c[1]);
    }

    /**
     * How high the camera is above the board, in cells, for the same pinhole camera as
     * {@link #nadir}: with the nadir it says how far a point at a given height above the board
     * appears displaced in the picture seen from above (a tall figure leans further).
     */
    public double cameraHeight(double focal) {
        return Math.abs(cameraCentre(focal)[2]);
    }

    /** The camera centre in board coordinates: along the board's u, v and its normal, cells. */
    private double[] cameraCentre(double focal) {
        Homography m = boardToImage;
        double cx = lens.cx();
        double cy = lens.cy();
        double[][] a = new double[3][3];
        for (int c = 0; c < 3; c++) {
            a[0][c] = (m.get(c) - cx * m.get(6 + c)) / focal;
            a[1][c] = (m.get(3 + c) - cy * m.get(6 + c)) / focal;
            a[2][c] = m.get(6 + c);
        }
        double n1 = Math.sqrt(a[0][0] * a[0][0] + a[1][0] * a[1][0] + a[2][0] * a[2][0]);
        double n2 = Math.sqrt(a[0][1] * a[0][1] + a[1][1] * a[1][1] + a[2][1] * a[2][1]);
        double s = 2 / (n1 + n2);
        double[] r1 = {a[0][0] / n1, a[1][0] / n1, a[2][0] / n1};
        double[] r2 = {a[0][1] / n2, a[1][1] / n2, a[2][1] / n2};
        double[] r3 = {r1[1] * r2[2] - r1[2] * r2[1], r1[2] * r2[0] - r1[0] * r2[2], r1[0] * r2[1] - r1[1] * r2[0]};
        double[] t = {a[0][2] * s, a[1][2] * s, a[2][2] * s};
        // Camera centre C = -R^T t; its board coordinates along r1, r2 and r3.
        double cu = -(r1[0] * t[0] + r1[1] * t[1] + r1[2] * t[2]);
        double cv = -(r2[0] * t[0] + r2[1] * t[1] + r2[2] * t[2]);
        double ch = -(r3[0] * t[0] + r3[1] * t[1] + r3[2] * t[2]);
        return new double[] {cu, cv, ch};
    }

    /** Mean image length of the four sides of cell (i, j), pixels. */
    public double cellSizePx(int i, int j) {
        Vec2 a = toImage(i, j);
        Vec2 b = toImage(i + 1, j);
        Vec2 c = toImage(i + 1, j + 1);
        Vec2 d = toImage(i, j + 1);
        return (a.distance(b) + b.distance(c) + c.distance(d) + d.distance(a)) / 4;
    }
}
