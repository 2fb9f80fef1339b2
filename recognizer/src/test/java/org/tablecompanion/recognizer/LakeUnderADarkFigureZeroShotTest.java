package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lakes of three rivers, read zero-shot by the real pipeline on generated default H&amp;G
 * scenes where a dark figure stands on the lake. A power's badge is found as a light ring round
 * a spot against the water beyond it; a black hut darkened that "beyond" for a ring of plain
 * water beside it, and with a middle as light as the ring the spot passed for 93's logboat.
 */
class LakeUnderADarkFigureZeroShotTest {

    @Test
    void aBlackHutOnALakeWithoutABadgeIsNoLogboat() {
        // 9 on seed 119003, 12 on 134003 and 3 on 161002, each with a black hut on its lake,
        // were read as 93 while the figure's own pixels were counted in the badge's rings.
        List<String> wrong = new java.util.ArrayList<>();
        wrong.addAll(HgZeroShotRead.notAsItPlays("9", 119003L));
        wrong.addAll(HgZeroShotRead.notAsItPlays("12", 134003L));
        wrong.addAll(HgZeroShotRead.notAsItPlays("3", 161002L));
        assertEquals(List.of(), wrong);
    }
}
