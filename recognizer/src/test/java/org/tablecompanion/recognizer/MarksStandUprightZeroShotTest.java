package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The way a meadow's animal stands tells the way its tile lies (the art is drawn upright, each
 * animal on its painted shadow), read zero-shot by the real pipeline on generated default H&amp;G
 * scenes: 17 (a deer and a tiger in opposite corners) the right way round, and the twins 50 and
 * 52 (one deer's meadow by a straight river, drawn a quarter turn apart) each as itself.
 */
class MarksStandUprightZeroShotTest {

    @Test
    void seventeenInPlainSightIsReadTheRightWayRound() {
        // Seeds 148003 and 148004 read their 17, no figure on it, half a turn round (its deer
        // and tiger, much alike in its small corners, traded). Checked to fail without the term.
        assertEquals(List.of(), HgZeroShotRead.notAsItPlays("17", 148003L, 148004L));
    }

    @Test
    void theTwinsFiftyAndFiftyTwoAreEachReadAsThemselves() {
        // They play the same, so the rules lost nothing when seed 1001 read each as the other
        // and 141001 its 52 as 50; the type and rotation were wrong. Checked to fail without the
        // term.
        List<String> wrong = new java.util.ArrayList<>(HgZeroShotRead.notAsPrinted("50", 1001L));
        wrong.addAll(HgZeroShotRead.notAsPrinted("52", 1001L, 141001L));
        assertEquals(List.of(), wrong);
    }
}
