package org.tablecompanion.calibration.camera;

import java.lang.ref.Reference;
import java.util.Locale;
import org.opencv.core.Size;
import org.opencv.objdetect.CharucoBoard;
import org.opencv.objdetect.Dictionary;
import org.tablecompanion.calibration.table.ArucoDictionaries;

/**
 * A ChArUco calibration board: a chessboard whose white squares hold ArUco markers, so corners
 * are found even when part of the board is out of view.
 *
 * @param squaresX squares across
 * @param squaresY squares down
 * @param squareMm printed side of a square
 * @param markerMm printed side of a marker inside a white square
 * @param dictionary ArUco dictionary of the markers (different from the table markers')
 */
public record CharucoBoardSpec(int squaresX, int squaresY, double squareMm, double markerMm, String dictionary) {

    /** Fits A4 landscape with a margin: 9 x 6 squares of 28 mm (252 x 168 mm). */
    public static final CharucoBoardSpec A4 = new CharucoBoardSpec(9, 6, 28, 21, "5X5_100");

    public CharucoBoardSpec {
        if (squaresX < 3 || squaresY < 3 || squaresX > 20 || squaresY > 20) {
            throw new IllegalArgumentException("a ChArUco board needs 3 to 20 squares each way, got " + squaresX + "x" + squaresY);
        }
        if (!(squareMm > 5) || !(markerMm > 2) || markerMm >= squareMm) {
            throw new IllegalArgumentException("board squares must be over 5 mm and markers smaller than squares, got "
                    + squareMm + " and " + markerMm + " mm");
        }
        ArucoDictionaries.require(dictionary, "board dictionary");
    }

    /** The OpenCV board, in millimetres (the caller keeps it for detection). */
    public CharucoBoard board() {
        Dictionary markers = ArucoDictionaries.get(dictionary);
        CharucoBoard b = new CharucoBoard(new Size(squaresX, squaresY), (float) squareMm, (float) markerMm, markers);
        // Kept reachable until the call returns: an OpenCV object left unreachable while OpenCV uses it can be freed by
        // its finalizer mid-call.
        Reference.reachabilityFence(markers);
        b.setLegacyPattern(false);
        return b;
    }

    public double widthMm() {
        return squaresX * squareMm;
    }

    public double heightMm() {
        return squaresY * squareMm;
    }

    /** Inner corners the board has: the most a picture can show. */
    public int corners() {
        return (squaresX - 1) * (squaresY - 1);
    }

    public String describe() {
        return String.format(Locale.ROOT, "%dx%d squares of %.0f mm, markers %.0f mm, dictionary %s (board %.0f x %.0f mm)",
                squaresX, squaresY, squareMm, markerMm, dictionary, widthMm(), heightMm());
    }
}
