package org.tablecompanion.ui.app.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.ui.app.BundledGames;

class BoardPainterTest {

    private static final TileFaces FACES = new GeometryTileFaces();
    private static final GameState STATE = GameRecords.replay(GameRecords.bundled(BundledGames.BASE)).state();
    private static final BoardPicture PICTURE = new BoardPainter(FACES).paint(STATE);

    @Test
    void everyFigureIsDrawnOnTheFeatureItStandsOn() {
        Set<FeaturePart> seen = new HashSet<>();
        for (FigureMark m : PICTURE.figures()) {
            Figure f = m.figure();
            if (!seen.add(f.at())) {
                continue; // a second figure on one tile feature is drawn beside the first
            }
            Feature under = PICTURE.featureAt(m.x(), m.y()).orElseThrow();
            assertTrue(under.contains(f.at()), f + " is drawn on " + under.label());
        }
        assertEquals(STATE.figures().size(), PICTURE.figures().size());
    }

    @Test
    void theFeatureUnderEachFiguresSpotIsTheTileFeatureItNames() {
        for (FigureMark m : PICTURE.figures()) {
            if (m.figure().at().equals(PICTURE.figures().stream().filter(o -> o.figure().at().equals(m.figure().at()))
                    .findFirst().orElseThrow().figure().at())) {
                assertEquals(m.figure().at().index(), PICTURE.tileFeatureAt(m.x(), m.y()).orElseThrow());
                assertEquals(m.figure().position(), PICTURE.positionAt(m.x(), m.y()));
            }
        }
    }

    @Test
    void closedFeaturesAreTintedAndOpenOnesKeepTheirPrintedColour() {
        int checkedClosed = 0;
        int checkedOpen = 0;
        for (PlacedTile t : STATE.board().tiles()) {
            TileFace face = FACES.face(t.type(), t.rotation(), PICTURE.tile());
            for (int i = 0; i < t.featureCount(); i++) {
                Feature f = STATE.features().of(new FeaturePart(t.position(), i)).orElseThrow();
                UV a = face.anchors().get(i);
                int fx = (int) (a.u() * PICTURE.tile());
                int fy = (int) (a.v() * PICTURE.tile());
                double px = PICTURE.left(t.position()) + fx;
                double py = PICTURE.top(t.position()) + fy;
                if (PICTURE.tileFeatureAt(px, py).orElse(-1) != i) {
                    continue;
                }
                int painted = PICTURE.argb()[(int) py * PICTURE.width() + (int) px];
                int printed = face.argb()[fy * PICTURE.tile() + fx];
                boolean held = STATE.figures().stream().anyMatch(fig -> f.contains(fig.at()));
                if (f.complete()) {
                    assertNotEquals(printed, painted, f.label() + " should glow");
                    checkedClosed++;
                } else if (!held) {
                    assertEquals(printed, painted, f.label() + " should look as printed");
                    checkedOpen++;
                }
            }
        }
        assertTrue(checkedClosed > 0 && checkedOpen > 0);
    }

    @Test
    void thePictureLeavesOneEmptySquareRoundTheTilesForTheNextTile() {
        assertFalse(PICTURE.frontier().isEmpty());
        for (var p : PICTURE.frontier()) {
            assertFalse(PICTURE.occupied(p));
            assertTrue(PICTURE.left(p) >= 0 && PICTURE.top(p) >= 0);
            assertTrue(PICTURE.left(p) + PICTURE.tile() <= PICTURE.width());
            assertTrue(PICTURE.top(p) + PICTURE.tile() <= PICTURE.height());
        }
    }
}
