package org.tablecompanion.engine.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.Play;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.Rotation;

class BoardTest {

    private static final Catalog BASE = Play.base();

    @Test
    void yGrowsSouth() {
        assertEquals(new Position(0, -1), Position.ORIGIN.neighbour(Edge.N));
        assertEquals(new Position(0, 1), Position.ORIGIN.neighbour(Edge.S));
    }

    @Test
    void everyTouchingEdgeMustContinuePortByPort() {
        Board b = Board.empty().with(Play.placed(BASE, "D", 0, 0, 0));
        // E's city must face D's city to the north: only E turned 180 fits at (0,-1).
        assertTrue(b.fits(BASE.require("E"), new Position(0, -1), Rotation.R180));
        assertFalse(b.fits(BASE.require("E"), new Position(0, -1), Rotation.R0));
        // A road end must meet a road end: U's road east-west fits east of D, turned 90 it does not.
        assertTrue(b.fits(BASE.require("U"), new Position(1, 0), Rotation.R0));
        assertFalse(b.fits(BASE.require("U"), new Position(1, 0), Rotation.R90));
    }

    @Test
    void aCornerIsNotEnoughToTouch() {
        Board b = Board.empty().with(Play.placed(BASE, "B", 0, 0, 0));
        assertFalse(b.fits(BASE.require("B"), new Position(1, 1), Rotation.R0));
        assertFalse(b.check(BASE.require("B"), new Position(1, 1), Rotation.R0).touching());
    }

    @Test
    void legalPlacementsListEverySquareAndRotationThatFits() {
        Board b = Board.empty().with(Play.placed(BASE, "B", 0, 0, 0));
        // B is field all round: every rotation fits on all four sides.
        assertEquals(16, b.legalPlacements(BASE.require("B")).size());
        // C is city all round: nowhere next to a field-only tile.
        assertTrue(b.legalPlacements(BASE.require("C")).isEmpty());
    }

    @Test
    void olderBoardsDoNotSeeLaterTiles() {
        Board one = Board.empty().with(Play.placed(BASE, "B", 0, 0, 0));
        Board two = one.with(Play.placed(BASE, "B", 1, 0, 0));
        Board branch = one.with(Play.placed(BASE, "B", -1, 0, 0));
        assertEquals(1, one.size());
        assertFalse(one.occupied(new Position(1, 0)));
        assertTrue(two.occupied(new Position(1, 0)));
        assertFalse(branch.occupied(new Position(1, 0)));
        assertTrue(branch.occupied(new Position(-1, 0)));
        assertFalse(two.occupied(new Position(-1, 0)));
    }

    @Test
    void twoTilesOnOneSquareAreRefused() {
        Board b = Board.empty().with(Play.placed(BASE, "B", 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> b.with(Play.placed(BASE, "D", 0, 0, 0)));
    }

    @Test
    void boardsWithTheSameTilesAreEqualWhateverTheOrder() {
        Board a = Board.of(List.of(Play.placed(BASE, "B", 0, 0, 0), Play.placed(BASE, "B", 1, 0, 0)));
        Board b = Board.of(List.of(Play.placed(BASE, "B", 1, 0, 0), Play.placed(BASE, "B", 0, 0, 0)));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
    }

    @Test
    void aQuarterTurnOfTheBoardKeepsEveryEdgeMatching() {
        Board b = Board.of(List.of(Play.placed(BASE, "D", 0, 0, 0), Play.placed(BASE, "E", 0, -1, 180)));
        Board turned = b.quarterTurnClockwise();
        PlacedTile e = turned.at(new Position(1, 0)).orElseThrow();
        assertEquals(Rotation.R270, e.rotation());
        Board without = Board.of(List.of(turned.at(Position.ORIGIN).orElseThrow()));
        assertTrue(without.fits(e.type(), e.position(), e.rotation()));
    }
}
