package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A patch of table apart from the board is not read as tiles: on the generated default H&amp;G
 * scene of seed 7001, read zero-shot by the real pipeline, lit grey planks at the frame's corner,
 * several squares from the board, had been read as ten squares of 85, a type the box holds once.
 */
class TableApartFromBoardZeroShotTest {

    @Test
    void aPieceOfTableApartFromTheBoardIsNotReadAsTiles() {
        long eightyFives = HgZeroShotRead.of(7001L).o().tiles().stream().filter(t -> t.tile().equals("85")).count();
        assertTrue(eightyFives <= 1, "85 read " + eightyFives + " times; the box holds one");
    }
}
