package org.tablecompanion.engine.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The example user catalogs in docs/examples load, and the 1st-edition one has its start tile right. */
class UserCatalogExampleTest {

    private static Path examples() {
        String root = System.getProperty("tablecompanion.root");
        Path fromRoot = root == null ? null : Path.of(root, "docs", "examples");
        return fromRoot != null && Files.isDirectory(fromRoot) ? fromRoot : Path.of("..", "docs", "examples");
    }

    private static Catalog firstEdition() {
        return Catalogs.resolve(examples().resolve("hg-first-edition-example.json").toString());
    }

    @Test
    void everyExampleCatalogLoads() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(examples())) {
            files = s.filter(p -> p.toString().endsWith(".json")).toList();
        }
        assertFalse(files.isEmpty());
        for (Path f : files) {
            if (Files.readString(f).contains("\"tablecompanion-catalog/1\"")) {
                assertFalse(Catalogs.load(f).tiles().isEmpty(), f.toString());
            }
        }
    }

    @Test
    void firstEditionStartTileIsAsTheRulebookDescribesIt() {
        TileType start = firstEdition().startTileType();
        // Meadow with a mammoth on one edge...
        Edge meadowEdge = Edge.N;
        FeatureSpec meadow = start.feature(start.featureAt(Port.of(meadowEdge, 1)).orElseThrow());
        assertEquals(Terrain.MEADOW, meadow.terrain());
        assertEquals(1, meadow.animals(Animal.MAMMOTH));
        // ...the river leaving on the next edge into a lake with fish...
        Edge riverEdge = meadowEdge.rotate(Rotation.R90);
        FeatureSpec river = start.feature(start.featureAt(Port.of(riverEdge, 1)).orElseThrow());
        assertEquals(Terrain.RIVER, river.terrain());
        FeatureSpec lake = start.feature(river.lake().orElseThrow());
        assertTrue(lake.fish() > 0);
        // ...forest with a gold nugget on the other two edges.
        for (Edge e : List.of(riverEdge.rotate(Rotation.R90), riverEdge.rotate(Rotation.R180))) {
            for (Port p : Port.ofEdge(e)) {
                FeatureSpec f = start.feature(start.featureAt(p).orElseThrow());
                assertEquals(Terrain.FOREST, f.terrain(), p.notation());
                assertTrue(f.gold(), p.notation());
            }
        }
    }

    @Test
    void firstEditionBonusTilesCarryFireAndDolmen() {
        Catalog c = firstEdition();
        List<Optional<Power>> powers = c.tilesWithRole(TileRole.BONUS).stream()
                .flatMap(t -> t.features().stream()).map(FeatureSpec::power).filter(Optional::isPresent).toList();
        assertEquals(List.of(Optional.of(Power.FIRE), Optional.of(Power.DOLMEN)), powers);
        assertEquals(GameKind.HUNTERS_AND_GATHERERS, c.game());
    }

    @Test
    void aUserCatalogCanHaveSprings() {
        assertTrue(firstEdition().require("river-spring").features().stream().anyMatch(FeatureSpec::endsAtSpring));
    }
}
