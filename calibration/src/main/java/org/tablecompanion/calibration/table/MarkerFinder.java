package org.tablecompanion.calibration.table;

import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;
import org.opencv.objdetect.ArucoDetector;
import org.opencv.objdetect.DetectorParameters;
import org.opencv.objdetect.Dictionary;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;

/** Finds ArUco markers of one dictionary in a picture: id to its four corners (clockwise from top-left of the marker). */
public final class MarkerFinder {

    private MarkerFinder() {
    }

    public static Map<Integer, List<ImagePoint>> find(Mat image, String dictionary) {
        OpenCvLibrary.load();
        Mat gray = new Mat();
        if (image.channels() == 3) {
            Imgproc.cvtColor(image, gray, Imgproc.COLOR_BGR2GRAY);
        } else {
            image.copyTo(gray);
        }
        DetectorParameters params = new DetectorParameters();
        params.set_cornerRefinementMethod(org.opencv.objdetect.Objdetect.CORNER_REFINE_SUBPIX);
        Dictionary markers = ArucoDictionaries.get(dictionary);
        ArucoDetector detector = new ArucoDetector(markers, params);
        // Kept reachable until the call returns: an OpenCV object left unreachable while OpenCV uses it can be freed by
        // its finalizer mid-call.
        Reference.reachabilityFence(markers);
        Reference.reachabilityFence(params);
        List<Mat> corners = new ArrayList<>();
        Mat ids = new Mat();
        detector.detectMarkers(gray, corners, ids);
        Reference.reachabilityFence(detector);
        Map<Integer, List<ImagePoint>> out = new LinkedHashMap<>();
        for (int i = 0; i < corners.size(); i++) {
            int id = (int) ids.get(i, 0)[0];
            Mat c = corners.get(i);
            List<ImagePoint> points = new ArrayList<>();
            for (int k = 0; k < 4; k++) {
                double[] p = c.get(0, k);
                points.add(new ImagePoint(p[0], p[1]));
            }
            // A marker printed twice would be ambiguous; the larger one (nearer, sharper) wins.
            out.merge(id, points, (a, b) -> area(a) >= area(b) ? a : b);
            c.release();
        }
        gray.release();
        ids.release();
        return out;
    }

    public static ImagePoint centre(List<ImagePoint> corners) {
        double x = 0;
        double y = 0;
        for (ImagePoint p : corners) {
            x += p.x();
            y += p.y();
        }
        return new ImagePoint(x / corners.size(), y / corners.size());
    }

    static double area(List<ImagePoint> q) {
        double a = 0;
        for (int i = 0; i < q.size(); i++) {
            ImagePoint p = q.get(i);
            ImagePoint n = q.get((i + 1) % q.size());
            a += p.x() * n.y() - n.x() * p.y();
        }
        return Math.abs(a) / 2;
    }
}
