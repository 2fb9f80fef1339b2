package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
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
        List<String> wrong = Stream.of(148003L, 148004L)
                .map(seed -> HgZeroShotRead.of(seed).notAsItPlays("17").map(s -> seed + ": " + s))
                .flatMap(Optional::stream).toList();
        assertEquals(List.of(), wrong);
    }

    @Test
    void theTwinsFiftyAndFiftyTwoAreEachReadAsThemselves() {
        // They play the same, so the rules lost nothing when seed 1001 read each as the other
        // and 141001 its 52 as 50; the type and rotation were wrong. Checked to fail without the
        // term.
        List<String> wrong = Stream.of("1001:50", "1001:52", "141001:52").map(k -> k.split(":"))
                .map(k -> HgZeroShotRead.of(Long.parseLong(k[0])).notAsPrinted(k[1]).map(s -> k[0] + ": " + s))
                .flatMap(Optional::stream).toList();
        assertEquals(List.of(), wrong);
    }
}
