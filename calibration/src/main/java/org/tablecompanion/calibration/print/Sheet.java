package org.tablecompanion.calibration.print;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;

/**
 * One printable page at an exact physical size: a raster at a whole number of pixels per
 * millimetre (what must print to scale: boards, markers, tile slots) plus lines of text (set as
 * real text in the PDF, drawn into the picture for the PNG).
 */
public final class Sheet {

    /** A4 in millimetres. */
    public static final double A4_LONG_MM = 297;
    public static final double A4_SHORT_MM = 210;
    /** 12 px/mm is about 305 dpi: sharp marker edges at a size every printer handles. */
    public static final int DEFAULT_PX_PER_MM = 12;

    private final double widthMm;
    private final double heightMm;
    private final int pxPerMm;
    private final Mat raster;
    private final List<SheetText> texts = new ArrayList<>();

    public Sheet(double widthMm, double heightMm, int pxPerMm) {
        OpenCvLibrary.load();
        this.widthMm = widthMm;
        this.heightMm = heightMm;
        this.pxPerMm = pxPerMm;
        this.raster = new Mat((int) Math.round(heightMm * pxPerMm), (int) Math.round(widthMm * pxPerMm), CvType.CV_8UC3,
                new Scalar(255, 255, 255));
    }

    public static Sheet a4Landscape() {
        return new Sheet(A4_LONG_MM, A4_SHORT_MM, DEFAULT_PX_PER_MM);
    }

    public static Sheet a4Portrait() {
        return new Sheet(A4_SHORT_MM, A4_LONG_MM, DEFAULT_PX_PER_MM);
    }

    public double widthMm() {
        return widthMm;
    }

    public double heightMm() {
        return heightMm;
    }

    public int pxPerMm() {
        return pxPerMm;
    }

    /** The page picture without text (8-bit BGR); drawing into it draws on the page. */
    public Mat raster() {
        return raster;
    }

    public List<SheetText> texts() {
        return List.copyOf(texts);
    }

    public int px(double mm) {
        return (int) Math.round(mm * pxPerMm);
    }

    /** Copies a picture (gray or BGR) onto the page with its top-left corner at (xMm, yMm), resized to widthMm. */
    public void image(Mat picture, double xMm, double yMm, double widthMm) {
        Mat bgr = new Mat();
        if (picture.channels() == 1) {
            Imgproc.cvtColor(picture, bgr, Imgproc.COLOR_GRAY2BGR);
        } else {
            picture.copyTo(bgr);
        }
        int w = px(widthMm);
        int h = (int) Math.round(w * picture.rows() / (double) picture.cols());
        Mat sized = new Mat();
        Imgproc.resize(bgr, sized, new org.opencv.core.Size(w, h), 0, 0, Imgproc.INTER_NEAREST);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Mat place = raster.submat(new Rect(px(xMm), px(yMm), w, h));
        sized.copyTo(place);
        place.release();
        bgr.release();
        sized.release();
    }

    public void text(double xMm, double yMm, double sizePt, String text) {
        texts.add(new SheetText(xMm, yMm, sizePt, ascii(text)));
    }

    /** A thin rectangle outline. */
    public void outline(double xMm, double yMm, double wMm, double hMm, double lineMm, Scalar bgr) {
        Imgproc.rectangle(raster, new Point(px(xMm), px(yMm)), new Point(px(xMm + wMm), px(yMm + hMm)), bgr,
                Math.max(1, px(lineMm)));
    }

    /** The page as a picture with its text drawn in (for PNG and screens). */
    public Mat renderedWithText() {
        Mat out = raster.clone();
        for (SheetText t : texts) {
            // Hershey simplex is about 22 units tall at scale 1; a point is 0.3528 mm.
            double heightPx = t.sizePt() * 0.3528 * pxPerMm * 0.72;
            double scale = heightPx / 22.0;
            Imgproc.putText(out, t.text(), new Point(px(t.xMm()), px(t.yMm())), Imgproc.FONT_HERSHEY_SIMPLEX, scale,
                    new Scalar(0, 0, 0), Math.max(1, (int) Math.round(scale * 1.6)), Imgproc.LINE_AA);
        }
        return out;
    }

    public void release() {
        raster.release();
    }

    private static String ascii(String text) {
        StringBuilder b = new StringBuilder();
        for (char c : text.toCharArray()) {
            b.append(c >= 32 && c < 127 ? c : '?');
        }
        return b.toString();
    }
}
