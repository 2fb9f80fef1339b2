package org.tablecompanion.calibration.camera;

import java.lang.ref.Reference;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.objdetect.CharucoBoard;
import org.tablecompanion.calibration.print.Sheet;

/** The printable calibration board: an A4 landscape page with the board at its stated size. */
public final class CharucoSheet {

    private CharucoSheet() {
    }

    /** The board alone as a picture, {@code pxPerMm} pixels per millimetre, no margin. */
    public static Mat boardImage(CharucoBoardSpec spec, int pxPerMm) {
        CharucoBoard board = spec.board();
        Mat img = new Mat();
        board.generateImage(new Size(Math.round(spec.widthMm() * pxPerMm), Math.round(spec.heightMm() * pxPerMm)), img, 0, 1);
        // Kept reachable until the call returns: an OpenCV object left unreachable while OpenCV uses it can be freed by
        // its finalizer mid-call.
        Reference.reachabilityFence(board);
        return img;
    }

    public static Sheet sheet(CharucoBoardSpec spec) {
        Sheet s = spec.widthMm() > Sheet.A4_LONG_MM - 20 || spec.heightMm() > Sheet.A4_SHORT_MM - 30
                ? new Sheet(spec.widthMm() + 20, spec.heightMm() + 30, Sheet.DEFAULT_PX_PER_MM)
                : Sheet.a4Landscape();
        double x = (s.widthMm() - spec.widthMm()) / 2;
        double y = 12;
        Mat board = boardImage(spec, s.pxPerMm());
        s.image(board, x, y, spec.widthMm());
        board.release();
        s.text(x, y + spec.heightMm() + 8, 9, "Table companion camera board: " + spec.describe());
        s.text(x, y + spec.heightMm() + 13, 9, "Print at 100 % (no fit-to-page), check one square measures "
                + Math.round(spec.squareMm()) + " mm, tape it flat on card.");
        s.text(x, y + spec.heightMm() + 18, 9, "Photograph it 10-20 times with the webcam: near and far, tilted, "
                + "in every corner of the view.");
        return s;
    }
}
