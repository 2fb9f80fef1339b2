package org.tablecompanion.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;

/** The layout routine on every tile type of every built-in catalog. */
class BuiltInLayoutsTest {

    private static final Map<String, TileType> TILES = new LinkedHashMap<>();
    private static final Map<String, TileGeometry> LAYOUTS = new LinkedHashMap<>();

    @BeforeAll
    static void layOutEveryTile() {
        for (String catalog : Catalogs.BUILT_IN) {
            for (TileType tile : Catalogs.builtIn(catalog).tiles()) {
                String key = catalog + "/" + tile.id();
                TILES.put(key, tile);
                LAYOUTS.put(key, TileLayout.layout(tile));
            }
        }
    }

    @Test
    void everyAnchorLiesInsideItsOwnFeature() {
        List<String> misses = new ArrayList<>();
        LAYOUTS.forEach((key, geometry) -> {
            for (FeatureShape shape : geometry.shapes()) {
                if (geometry.featureAt(shape.anchor()) != shape.feature()) {
                    misses.add(key + " feature " + shape.feature());
                }
            }
        });
        assertEquals(List.of(), misses);
    }

    @Test
    void everyPortSamplePointLiesInTheFeatureHoldingThePort() {
        List<String> misses = new ArrayList<>();
        LAYOUTS.forEach((key, geometry) -> {
            TileType tile = TILES.get(key);
            for (Port port : Port.values()) {
                int holder = tile.featureAt(port).orElseThrow();
                if (geometry.featureAt(Perimeter.portPoint(port, 0.02)) != holder) {
                    misses.add(key + " " + port.notation());
                }
            }
        });
        assertEquals(List.of(), misses);
    }

    @Test
    void everyFeatureShowsAVisibleArea() {
        List<String> small = new ArrayList<>();
        LAYOUTS.forEach((key, geometry) -> {
            int[] grid = geometry.featureGrid(100, 100);
            int[] cells = new int[geometry.shapes().size()];
            for (int f : grid) {
                cells[f]++;
            }
            for (int f = 0; f < cells.length; f++) {
                if (cells[f] < 40) {
                    small.add(key + " feature " + f + " covers " + cells[f] + " of 10000");
                }
            }
        });
        assertEquals(List.of(), small);
    }

    @Test
    void outlinesCoverEachPointOnceAndAgreeWithTheLookup() {
        List<String> poor = new ArrayList<>();
        LAYOUTS.forEach((key, geometry) -> {
            int agree = 0;
            int total = 0;
            for (int y = 0; y < 48; y++) {
                for (int x = 0; x < 48; x++) {
                    Point2 p = new Point2((x + 0.5) / 48, (y + 0.5) / 48);
                    int inside = 0;
                    int which = -1;
                    for (FeatureShape shape : geometry.shapes()) {
                        if (shape.outlineContains(p)) {
                            inside++;
                            which = shape.feature();
                        }
                    }
                    total++;
                    if (inside == 1 && which == geometry.featureAt(p)) {
                        agree++;
                    }
                }
            }
            if (agree < 0.97 * total) {
                poor.add(key + " " + agree + "/" + total);
            }
        });
        assertEquals(List.of(), poor);
    }

    @Test
    void turnedOutlinesStillAgreeWithTheLookup() {
        for (String key : List.of("base/O", "river/river-monastery-road", "hg-2020/83")) {
            for (Rotation r : Rotation.values()) {
                TileGeometry turned = LAYOUTS.get(key).at(r);
                int agree = 0;
                for (int y = 0; y < 32; y++) {
                    for (int x = 0; x < 32; x++) {
                        Point2 p = new Point2((x + 0.5) / 32, (y + 0.5) / 32);
                        if (turned.shape(turned.featureAt(p)).outlineContains(p)) {
                            agree++;
                        }
                    }
                }
                assertTrue(agree > 0.97 * 32 * 32, key + " " + r + ": " + agree);
            }
        }
    }

    @Test
    void lookupCommutesWithRotation() {
        List<String> misses = new ArrayList<>();
        LAYOUTS.forEach((key, geometry) -> {
            for (Rotation r : Rotation.values()) {
                TileGeometry turned = geometry.rotated(r);
                for (int y = 0; y < 32; y++) {
                    for (int x = 0; x < 32; x++) {
                        Point2 p = new Point2((x + 0.5) / 32, (y + 0.5) / 32);
                        if (turned.featureAt(p.rotated(r)) != geometry.featureAt(p)) {
                            misses.add(key + " " + r + " at " + p);
                        }
                    }
                }
            }
        });
        assertEquals(List.of(), misses);
    }

    @Test
    void aTurnedTileKeepsEachPortWithItsFeature() {
        List<String> misses = new ArrayList<>();
        LAYOUTS.forEach((key, geometry) -> {
            for (Rotation r : Rotation.values()) {
                TileType lying = TILES.get(key).rotated(r);
                TileGeometry turned = geometry.at(r);
                for (Port port : Port.values()) {
                    if (turned.featureAt(Perimeter.portPoint(port, 0.02)) != lying.featureAt(port).orElseThrow()) {
                        misses.add(key + " " + r + " " + port.notation());
                    }
                }
            }
        });
        assertEquals(List.of(), misses);
    }

    @Test
    void fieldsTheCatalogSeparatesNeverMeetOnOpenGround() {
        List<String> leaky = new ArrayList<>();
        LAYOUTS.forEach((key, geometry) -> {
            int leaks = geometry.fieldLeaks();
            if (leaks > 0) {
                leaky.add(key + " " + leaks);
            }
        });
        assertEquals(List.of(), leaky);
    }

    @Test
    void turnedShapesCarryTheirAnchorsAlong() {
        TileGeometry upright = LAYOUTS.get("base/D");
        TileGeometry turned = upright.rotated(Rotation.R90);
        for (FeatureShape shape : upright.shapes()) {
            Point2 expected = shape.anchor().rotated(Rotation.R90);
            assertEquals(expected, turned.shape(shape.feature()).anchor());
            assertEquals(shape.feature(), turned.featureAt(expected));
        }
        assertTrue(turned.rotation() == Rotation.R90);
    }
}
