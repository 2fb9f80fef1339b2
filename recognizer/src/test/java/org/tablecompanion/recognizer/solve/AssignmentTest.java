package org.tablecompanion.recognizer.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class AssignmentTest {

    private static final double NO = Double.POSITIVE_INFINITY;

    @Test
    void theCheapestWholeBeatsEachRowTakingItsOwnBest() {
        // Row 0 taking its cheapest column (1) would leave row 1 a cost of 10.
        assertArrayEquals(new int[] {1, 0}, Assignment.cheapest(new double[][] {{1, 2}, {1, 10}}));
    }

    @Test
    void aColumnARowCannotTakeIsNeverGivenIt() {
        assertArrayEquals(new int[] {2, 1, 0}, Assignment.cheapest(new double[][] {
                {NO, NO, 5}, {0, 1, 2}, {0, 3, NO}}));
    }

    @Test
    void moreColumnsThanRowsLeaveSomeUnused() {
        assertArrayEquals(new int[] {3}, Assignment.cheapest(new double[][] {{4, 3, 2, 1}}));
    }

    @Test
    void aRowWithNoColumnItCanTakeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Assignment.cheapest(new double[][] {{0, NO}, {NO, NO}}));
    }
}
