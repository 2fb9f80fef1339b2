package org.tablecompanion.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.Framing;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneFiles;
import org.tablecompanion.samples.scene.SceneGenerator;
import org.tablecompanion.samples.scene.SceneSetup;
import org.tablecompanion.samples.scene.truth.SceneTruth;
import org.tablecompanion.samples.sequence.SequenceFiles;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;

class CommittedSamplesTest {

    private static Path root() {
        return Path.of(System.getProperty("tablecompanion.root", ".."));
    }

    @Test
    void thereIsAStillForEveryGameAtEveryLevel() {
        Set<String> names = new HashSet<>();
        CommittedSamples.STILLS.forEach(s -> names.add(s.name()));
        for (SampleGame g : SampleGame.values()) {
            for (Difficulty d : Difficulty.values()) {
                assertTrue(names.contains(g.label() + "-" + d.label()), g + " " + d);
            }
        }
    }

    @Test
    void everyStillKeepsItsLevelsTileSizeWithTheWholeBoardInView() {
        for (CommittedSamples.Still s : CommittedSamples.STILLS) {
            SceneBoard board = CommittedSamples.boardThatFits(s);
            SceneSetup setup = SceneSetup.sample(board, s.difficulty(), s.seed(), SceneGenerator.DEFAULT_WIDTH,
                    SceneGenerator.DEFAULT_HEIGHT, s.arm(), Framing.FIT_BOARD);
            assertTrue(s.difficulty().ranges().tilePx().contains(setup.parameters().tilePx()), s.name());
            assertTrue(board.tiles().size() >= 10, s.name() + " shows only " + board.tiles().size() + " tiles");
        }
    }

    @Test
    void aPrefixOfAGameStopsBeforeTheNextTile() {
        GameRecord prefix = SampleGame.prefix(SampleGame.BASE.bundled(), 5);
        assertEquals(5, prefix.events().stream().filter(e -> e instanceof TilePlaced).count());
        assertEquals(5, SampleGame.board(prefix).tiles().size());
    }

    @Test
    void theCommittedStillsReadBackAsSceneTruths() throws Exception {
        Path stills = root().resolve(CommittedSamples.SCENES).resolve("stills");
        assumeTrue(Files.isDirectory(stills), "no committed samples yet");
        for (CommittedSamples.Still s : CommittedSamples.STILLS) {
            SceneTruth truth = SceneFiles.readTruth(stills.resolve(s.name() + ".json"));
            assertEquals(s.difficulty().label(), truth.difficulty());
            assertTrue(Files.size(stills.resolve(truth.image().file())) > 10_000, s.name());
            assertTrue(truth.tiles().stream().allMatch(t -> t.visibility().equals("full")), s.name());
        }
    }

    @Test
    void theCommittedFilmsHaveEveryFrameTheirTruthNames() throws Exception {
        Path films = root().resolve(CommittedSamples.SCENES).resolve("sequences");
        assumeTrue(Files.isDirectory(films), "no committed samples yet");
        for (CommittedSamples.Film f : CommittedSamples.FILMS) {
            Path dir = films.resolve(f.name());
            SequenceTruth truth = SequenceFiles.read(dir);
            assertEquals(SequenceTruth.FORMAT, truth.format());
            long tiles = f.game().bundled().events().stream().filter(e -> e instanceof TilePlaced).count();
            assertEquals(tiles, truth.tiles().size(), f.name());
            for (var frame : truth.frames()) {
                assertTrue(Files.isRegularFile(dir.resolve(frame.file())), frame.file());
            }
        }
    }
}
