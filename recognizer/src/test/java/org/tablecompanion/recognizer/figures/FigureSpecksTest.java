package org.tablecompanion.recognizer.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A piece's pixels lose the specks of its colour that lie apart from it, and keep what is large:
 * the figure itself, or both halves of one across a seam.
 */
class FigureSpecksTest {

    private static final int W = 100;

    /** The pixels of a filled rectangle, in board order. */
    private static List<Integer> rectangle(int x0, int y0, int x1, int y1) {
        List<Integer> out = new ArrayList<>();
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                out.add(y * W + x);
            }
        }
        return out;
    }

    private static List<Integer> sorted(List<Integer> a, List<Integer> b) {
        List<Integer> out = new ArrayList<>(a);
        out.addAll(b);
        out.sort(null);
        return out;
    }

    @Test
    void aSpeckApartFromTheFigureIsDropped() {
        List<Integer> figure = rectangle(40, 40, 59, 59);
        List<Integer> speck = rectangle(20, 30, 24, 30);
        assertEquals(figure, FigureFinder.withoutSpecks(sorted(figure, speck), W));
    }

    @Test
    void twoHalvesOfAFigureAcrossASeamAreKept() {
        List<Integer> halves = sorted(rectangle(40, 40, 49, 59), rectangle(52, 40, 59, 59));
        assertEquals(halves, FigureFinder.withoutSpecks(halves, W));
    }

    @Test
    void aFigureInOnePieceIsKeptWhole() {
        List<Integer> figure = rectangle(40, 40, 59, 59);
        assertEquals(figure, FigureFinder.withoutSpecks(figure, W));
    }
}
