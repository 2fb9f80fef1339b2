package org.tablecompanion.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.TileType;

/** The layout routine on the example user catalog (H&amp;G 1st edition), which no built-in covers. */
class UserCatalogLayoutTest {

    private static Catalog example() {
        Path root = Path.of(System.getProperty("tablecompanion.root", ".."));
        Path file = root.resolve("docs/examples/hg-first-edition-example.json");
        if (!Files.isRegularFile(file)) {
            file = Path.of("../docs/examples/hg-first-edition-example.json");
        }
        return Catalogs.load(file);
    }

    @Test
    void everyTileOfTheUserCatalogKeepsPortsAndAnchorsInTheirFeatures() {
        for (TileType tile : example().tiles()) {
            TileGeometry g = TileLayout.layout(tile);
            for (FeatureShape shape : g.shapes()) {
                assertEquals(shape.feature(), g.featureAt(shape.anchor()), tile.id() + " anchor " + shape.feature());
            }
            for (Port port : Port.values()) {
                assertEquals(tile.featureAt(port).orElseThrow(), g.featureAt(Perimeter.portPoint(port, 0.02)),
                        tile.id() + " " + port.notation());
            }
            assertEquals(0, g.fieldLeaks(), tile.id() + " fields meet on open ground");
        }
    }
}
