package org.tablecompanion.recognizer.identify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * Zero-shot reading of tiles whose terrains lie alike and which differ only by a printed mark:
 * tile types painted once at the size a 1080p board shows them, read together (as a board's
 * tiles are, so the terrain colours are learned from them).
 */
class ZeroShotMarksTest {

    private static Map<String, String> base;
    private static Map<String, String> hg;

    @BeforeAll
    static void readTiles() {
        OpenCvNative.load();
        base = read(Catalogs.builtIn("base"), t -> true);
        // H&G meadow twins and the tiles before them (enough to learn the colours from).
        Set<String> some = Set.of("15", "18", "22", "28", "35", "36", "37", "48", "49", "51", "53", "72", "73", "74");
        hg = read(Catalogs.builtIn("hg-2020"), t -> some.contains(t.id()) || Integer.parseInt(t.id()) <= 14);
    }

    /** Each chosen type of the catalog, painted and read: type id to the id it is read as. */
    private static Map<String, String> read(Catalog catalog, Predicate<TileType> chosen) {
        List<TileType> tiles = catalog.tiles().stream().filter(chosen).toList();
        List<Patch> patches = PaintedBoardTiles.patches(catalog, tiles);
        List<String> ids = tiles.stream().map(TileType::id).toList();
        MatchResult result = new ZeroShotMatcher(catalog).match(patches);
        Map<String, String> out = new HashMap<>();
        for (int k = 0; k < ids.size(); k++) {
            out.put(ids.get(k), result.candidates().get(k).get(0).tileId());
        }
        return out;
    }

    @Test
    void aCityWithAPennantIsToldFromItsTwinWithout() {
        for (String[] twins : new String[][] {{"F", "G"}, {"M", "N"}, {"O", "P"}, {"Q", "R"}, {"S", "T"}}) {
            assertEquals(twins[0], base.get(twins[0]), "pennant twin " + twins[0]);
            assertEquals(twins[1], base.get(twins[1]), "plain twin " + twins[1]);
        }
    }

    @Test
    void anAnimalOrAFishIsToldFromItsTwinWithout() {
        assertEquals("22", hg.get("22"), "aurochs in the meadow");
        assertEquals("28", hg.get("28"), "fish in the river");
    }

    @Test
    void theKindOfAnimalTellsMeadowTwinsApart() {
        for (String id : List.of("15", "18", "35", "36", "37", "48", "49", "51", "53", "72", "73", "74")) {
            assertEquals(id, hg.get(id), "tile " + id);
        }
    }

    @Test
    void zeroShotTrustsAnimalsLessThanPennants() {
        Catalog b = Catalogs.builtIn("base");
        Catalog h = Catalogs.builtIn("hg-2020");
        ZeroShotMatcher onBase = new ZeroShotMatcher(b);
        ZeroShotMatcher onHg = new ZeroShotMatcher(h);
        // M and N: the same city corner, M with a pennant.
        assertEquals(1.0, onBase.trustInside(b.require("M"), b.require("N")), "a pennant is large");
        assertTrue(onHg.trustInside(h.require("18"), h.require("15")) < 1.0, "a tiger or a deer");
        assertEquals(1.0, onHg.trustInside(h.require("39"), h.require("40")), "the same marks");
    }

    @Test
    void aPennantOnSmallTilesIsTrustedAsASmallMark() {
        // Under 56 px a tile a pennant is a few pixels: M against N is then doubted as an animal is.
        Catalog b = Catalogs.builtIn("base");
        ZeroShotMatcher onBase = new ZeroShotMatcher(b);
        assertEquals(1.0, onBase.trustInside(b.require("M"), b.require("N"), 64));
        assertEquals(0.5, onBase.trustInside(b.require("M"), b.require("N"), 45));
        assertEquals(1.0, onBase.trustInside(b.require("M"), b.require("M"), 45), "the same pennants");
    }
}
