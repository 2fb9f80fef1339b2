package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A lake's fish are counted where no figure stands, and a figure's blue paint on the water is paint
 * off every water's colour, not off the lake's alone: read zero-shot by the real pipeline on a
 * generated default H&amp;G scene whose photo learned its lakes' colours wide.
 */
class LakeFishSeenAgainstEveryWaterZeroShotTest {

    @Test
    void threeAndNineAreToldApartByTheirFishOnALakeAllInSight() {
        // 3 (one fish) and 9 (two) lie alike a quarter turn apart. Seed 120000 read each as the
        // other: its lakes' deep water lay 0.27 from the lake colours learned, was taken for a blue
        // figure's wood, and three quarters of 9's lake were left out of the count. Checked to
        // fail on the code before.
        List<String> wrong = new ArrayList<>(HgZeroShotRead.notAsItPlays("3", 120000L));
        wrong.addAll(HgZeroShotRead.notAsItPlays("9", 120000L));
        assertEquals(List.of(), wrong);
    }
}
