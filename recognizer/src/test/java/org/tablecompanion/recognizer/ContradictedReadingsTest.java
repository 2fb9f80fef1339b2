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
        // Base+River hard seed 1001, zero-shot: 4 of 70 squares disagree with a neighbour (on seed
        // 1002 an E read as V had stood 100 % sure beside its neighbours; that board is now
        // doubted whole, below).
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1001, 72, Difficulty.HARD, 1920, 1080);
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

    @Test
    void aBoardWhoseNeighboursDisagreeInManyPlacesIsReadWithNoSureTile() {
        // Base+River hard seed 1004, zero-shot: 22 of 60 squares disagree with a neighbour, and
        // no tile of 55 is read right; no other lattice reads the board better. On default scenes
        // at most 5 % of the squares disagree. (Seed 1002, the example here before, is now read
        // on another lattice, 71 of 72 tiles right: a board read that inconsistently tries
        // others, InconsistentReadingTest. Seed 1000, the example after it, 10 of 66 squares
        // disagreeing, is read since the forty-seventh session on a lattice the poor reading of
        // the board region's led to, found only in the wider search of seam directions: 48 of 66
        // right against 43, none sure, asked about for that.)
        RenderedScene scene = TestScenes.dealtScene(SampleGame.RIVER, 1004, 72, Difficulty.HARD, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.RIVER, false);
        assertTrue(o.tiles().size() >= 55, "the board is read: " + o.tiles().size());
        assertEquals(List.of(), o.tiles().stream().filter(t -> t.confidence() >= Recognizer.UNSURE_BELOW).toList());
        assertTrue(o.unsure().get(0).reason().contains("disagree with a neighbour"), o.unsure().get(0).reason());
    }

    @Test
    void aBoardHoldingManyTypesMoreOftenThanTheBoxIsReadWithNoSureTile() {
        // Base hard seed 2000, zero-shot: 81 squares are read for 64 tiles, and 15 of the 77 read
        // clearly are more of their types than the box holds (a legal board has none), while too
        // few disagree with a neighbour to doubt the board for that. (River hard seed 1004, the
        // example here before, lost on a lattice off its tiles, 45 of 60 beyond the box, is now
        // doubted first for its 14 disagreeing squares, since the matcher's second round looks
        // at every layout for squares its first fits at all.)
        RenderedScene scene = TestScenes.dealtScene(SampleGame.BASE, 2000, 72, Difficulty.HARD, 1920, 1080);
        Observation o = TestScenes.read(scene, SampleGame.BASE, false);
        assertEquals(List.of(), o.tiles().stream().filter(t -> t.confidence() >= Recognizer.UNSURE_BELOW).toList());
        assertTrue(o.unsure().get(0).reason().contains("than the box holds"), o.unsure().get(0).reason());
    }
}
