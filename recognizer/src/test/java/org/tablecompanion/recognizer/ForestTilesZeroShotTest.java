package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Tiles that are nearly all forest, read zero-shot by the real pipeline on generated default
 * H&amp;G scenes. The first round of the matcher scores with the catalog's colours; in a photo
 * whose forest looks otherwise such a tile's own layout can come far down (63 came 85th of 380 on
 * held-out seed 9003, behind tiles of open meadow), out of the shortlist the later rounds, with
 * the photo's colours, choose from.
 */
class ForestTilesZeroShotTest {

    @Test
    void forestTilesTheCatalogsColoursMisjudgeAreReadAsThemselves() {
        // Held-out seeds 9002 and 9003 read these as tiles with two half-lenses of meadow (38-40,
        // 60), 41, 42, 67 or 31-33. Checked to fail without the second round looking at every
        // layout: all nine. 9003's 39, itself two half-lenses, was read as 38, the same shape with
        // a deer, once the way a mark stands was read (fifty-eighth session): its shape is found,
        // its mark misjudged, which is no matter of this test.
        Map<Long, List<String>> tiles = Map.of(9002L, List.of("64", "65", "44"),
                9003L, List.of("63", "64", "65", "43", "44"));
        List<String> wrong = tiles.entrySet().stream()
                .flatMap(e -> e.getValue().stream()
                        .map(id -> HgZeroShotRead.of(e.getKey()).notAsItPlays(id).map(s -> e.getKey() + ": " + s)))
                .flatMap(Optional::stream).sorted().toList();
        assertEquals(List.of(), wrong);
    }
}
