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

    /** Mean image length of the four sides of cell (i, j), pixels. */
    public double cellSizePx(int i, int j) {
        Vec2 a = toImage(i, j);
        Vec2 b = toImage(i + 1, j);
        Vec2 c = toImage(i + 1, j + 1);
        Vec2 d = toImage(i, j + 1);
        return (a.distance(b) + b.distance(c) + c.distance(d) + d.distance(a)) / 4;
    }
}
