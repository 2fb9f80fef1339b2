package org.tablecompanion.recognizer.figures;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.RotatedRect;
import org.opencv.imgproc.Imgproc;

/**
 * How fully a blob fills the tightest rectangle that holds it (any turn): its pixels over that
 * rectangle's area. A hut seen from above is a box, and its blob fills its rectangle well; a
 * standing meeple is a cross (head, arms, legs), and the corners between them are left empty.
 * The silhouettes' fits see the same difference, but weakly: their share of pixels in common
 * is spent mostly along the blurred border, where both pieces' outlines run alike.
 */
final class BoxFill {

    private BoxFill() {
    }

    /**
     * @param body the blob's pixels, indices into an image of width {@code w}
     * @return the blob's area over that of the least rectangle round its pixels' squares (0-1]
     */
    static double of(List<Integer> body, int w) {
        if (body.isEmpty()) {
            return 0;
        }
        PixelBox box = PixelBox.of(body, w);
        int rows = box.maxY() - box.minY() + 1;
        int[] left = new int[rows];
        int[] right = new int[rows];
        Arrays.fill(left, Integer.MAX_VALUE);
        Arrays.fill(right, Integer.MIN_VALUE);
        for (int p : body) {
            int r = p / w - box.minY();
            left[r] = Math.min(left[r], p % w);
            right[r] = Math.max(right[r], p % w);
        }
        // Only each row's outermost pixel squares can be corners of the hull.
        List<Point> corners = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            if (left[r] > right[r]) {
                continue;
            }
            double y = r + box.minY();
            corners.add(new Point(left[r], y));
            corners.add(new Point(left[r], y + 1));
            corners.add(new Point(right[r] + 1, y));
            corners.add(new Point(right[r] + 1, y + 1));
        }
        // OpenCV's rotating calipers give the least rectangle of their convex hull exactly.
        MatOfPoint2f points = new MatOfPoint2f(corners.toArray(new Point[0]));
        RotatedRect least = Imgproc.minAreaRect(points);
        points.release();
        return Math.min(1, body.size() / (least.size.width * least.size.height));
    }
}
