package org.tablecompanion.samples.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablecompanion.engine.random.RandomGames;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.SceneFiles;
import org.tablecompanion.samples.scene.TileArtSource;
import org.tablecompanion.samples.scene.truth.TileTruth;
import org.tablecompanion.samples.sequence.truth.FrameTruth;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;

class SequenceGeneratorTest {

    @TempDir
    static Path dir;

    private static SequenceTruth filmed;

    private static final GameRecord SHORT_GAME = new RandomGames(List.of("base"), 2, Rules.DEFAULT).figureChance(1.0)
            .maxTiles(6).play(9).record();

    /** The short game filmed once into dir/a (filming is the slow part). */
    private static synchronized SequenceTruth filmed() {
        if (filmed == null) {
            filmed = film(dir.resolve("a"));
        }
        return filmed;
    }

    private static SequenceTruth film(Path out) {
        return new SequenceGenerator(TileArtSource.standIn()).generate(SHORT_GAME,
                new SequenceGenerator.Options(Difficulty.DEFAULT, 3, 480, 270, 80, 1.0), out);
    }

    @Test
    void aShortGameBecomesFramesARecordAndATruth() throws Exception {
        SequenceTruth truth = filmed();
        Path dir = SequenceGeneratorTest.dir.resolve("a");
        assertEquals(SequenceTruth.FORMAT, truth.format());
        assertEquals(6, truth.tiles().size());
        for (FrameTruth f : truth.frames()) {
            assertTrue(Files.size(dir.resolve(f.file())) > 1000, f.file());
            assertTrue(f.tiles() >= 1 && f.tiles() <= 6);
            assertEquals(f.kind().equals("placing-tile"), !f.stable());
            assertEquals(f.kind().equals("placing-tile"), !f.occluders().isEmpty() || !f.held().isEmpty());
        }
        GameRecord written = GameRecords.read(dir.resolve(SequenceGenerator.RECORD_FILE));
        assertEquals(SHORT_GAME.events(), written.events());
        assertEquals(SceneFiles.toJson(truth), SceneFiles.toJson(SequenceFiles.read(dir)));
    }

    @Test
    void aPlacingFrameShowsTheHeldTileOffItsSquare() {
        SequenceTruth truth = filmed();
        FrameTruth placing = truth.frames().stream().filter(f -> !f.stable()).findFirst().orElseThrow();
        TileTruth held = placing.held().get(0);
        TileTruth laid = truth.tiles().stream().filter(t -> t.x() == held.x() && t.y() == held.y()).findFirst()
                .orElseThrow();
        assertTrue(held.tableMm().liftMm() > 0);
        assertFalse(held.corners().equals(laid.corners()));
    }

    @Test
    void filmingTwiceGivesTheSameBytes() throws Exception {
        filmed();
        film(dir.resolve("b"));
        try (var files = Files.list(dir.resolve("a"))) {
            for (Path f : files.toList()) {
                assertTrue(java.util.Arrays.equals(Files.readAllBytes(f),
                        Files.readAllBytes(dir.resolve("b").resolve(f.getFileName()))), f.getFileName().toString());
            }
        }
    }
}
