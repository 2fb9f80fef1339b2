package org.tablecompanion.recognizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.identify.Candidate;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.recognizer.solve.BoardSolver;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.RenderedScene;

/**
 * Two neighbours whose readings disagree on their shared edge cannot both be right, so neither
 * is given as sure. On a hard frame (steep camera, strong lens, blur, noise, low JPEG quality)
 * zero-shot pictures fit wrong types far ahead of their second, and such readings had stood sure
 * against their neighbours.
 */
class ContradictedReadingsTest {

    @Test
    void noTwoSureNeighboursDisagreeOnAHardFrame() {
        // Base+River hard seed 1002, zero-shot: an E read as V, 100 % sure, beside its neighbours.
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1002, 72, Difficulty.HARD, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.RIVER, false);
        Catalog catalog = TestScenes.combined(SampleGame.RIVER);
        Map<Cell, Candidate> sure = new HashMap<>();
        for (TileReading t : o.tiles()) {
            if (t.confidence() >= Recognizer.UNSURE_BELOW) {
                sure.put(new Cell(t.x(), t.y()), new Candidate(t.tile(), Rotation.ofDegrees(t.rotation()), 0));
            }
        }
        assertTrue(sure.size() >= 20, "most of the board is still read surely: " + sure.size());
        List<Cell> disagreeing = new ArrayList<>(new BoardSolver(catalog).contradicted(sure));
        assertEquals(List.of(), disagreeing);
    }
}
