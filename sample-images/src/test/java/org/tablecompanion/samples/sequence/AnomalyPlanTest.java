package org.tablecompanion.samples.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.samples.scene.SceneTile;
import org.tablecompanion.samples.scene.TilePose;

/** The anomalies as planned, before rendering: cheap enough to check over many seeds. */
class AnomalyPlanTest {

    private static final int SEEDS = 40;

    private static AnomalySequences.Plan plan(SequenceAnomaly anomaly, long seed) {
        return AnomalySequences.plan(AnomalySequences.Request.of(anomaly, seed));
    }

    private static int onset(List<FilmFrame> frames) {
        for (int i = 0; i < frames.size(); i++) {
            if (frames.get(i).anomaly().isPresent()) {
                return i;
            }
        }
        throw new AssertionError("no anomaly planned");
    }

    @Test
    void everySeedGetsItsAnomalyOnceFromOneFrameOn() {
        for (SequenceAnomaly a : SequenceAnomaly.values()) {
            for (long seed = 1; seed <= SEEDS; seed++) {
                List<FilmFrame> frames = plan(a, seed).frames();
                int first = onset(frames);
                assertTrue(first > 0, a + " seed " + seed);
                int last = first;
                while (last + 1 < frames.size() && frames.get(last + 1).anomaly().isPresent()) {
                    last++;
                }
                for (int i = last + 1; i < frames.size(); i++) {
                    assertFalse(frames.get(i).anomaly().isPresent(), "one run of anomalous frames: " + a + " " + seed);
                }
                for (int i = first; i <= last; i++) {
                    assertEquals(a, frames.get(i).anomaly().orElseThrow());
                }
            }
        }
    }

    @Test
    void aPlainFilmOfTheSameGameHasTheSameFramesLessTheInsertedOnes() {
        for (SequenceAnomaly a : SequenceAnomaly.values()) {
            AnomalySequences.Plan plan = plan(a, 7);
            List<FramePlan> plain = SequencePlanner.plan(plan.record(), plan.boards());
            int inserted = a == SequenceAnomaly.HAND_LEFT_IN_VIEW ? AnomalySequences.RESTING_FRAMES : 1;
            assertEquals(plain.size() + inserted, plan.frames().size(), a.label());
        }
    }

    @Test
    void aNudgedTileIsPushedTowardsASideThatStaysFreeAllGame() {
        for (long seed = 1; seed <= SEEDS; seed++) {
            AnomalySequences.Plan plan = plan(SequenceAnomaly.NUDGED_TILE, seed);
            FilmFrame first = plan.frames().get(onset(plan.frames()));
            SceneTile tile = first.moved().keySet().iterator().next();
            TilePose laid = plan.setup().layout().pose(tile);
            TilePose now = first.moved().get(tile);
            double dx = now.centre().x() - laid.centre().x();
            double dy = now.centre().y() - laid.centre().y();
            int sx = Math.abs(dx) > Math.abs(dy) ? (int) Math.signum(dx) : 0;
            int sy = Math.abs(dx) > Math.abs(dy) ? 0 : (int) Math.signum(dy);
            List<SceneTile> all = plan.frames().get(plan.frames().size() - 1).plan().board().tiles();
            assertTrue(all.stream().noneMatch(t -> t.x() == tile.x() + sx && t.y() == tile.y() + sy),
                    "seed " + seed + ": pushed into a neighbour's square");
        }
    }

    @Test
    void aRemovedFigureStaysAwayOnlyWhileTheGameHasItStanding() {
        for (long seed = 1; seed <= SEEDS; seed++) {
            AnomalySequences.Plan plan = plan(SequenceAnomaly.FIGURE_REMOVED_UNSCORED, seed);
            List<FramePlan> plain = SequencePlanner.plan(plan.record(), plan.boards());
            int first = onset(plan.frames());
            var gone = plan.frames().get(first).missing().get(0);
            for (int i = first; i < plan.frames().size(); i++) {
                FilmFrame f = plan.frames().get(i);
                assertFalse(f.plan().board().figures().contains(gone));
                // Frames after the inserted one are the plain film's frames shifted by one.
                boolean standing = plain.get(i - 1).board().figures().contains(gone);
                assertEquals(standing, f.anomaly().isPresent(), "seed " + seed + " frame " + i);
            }
        }
    }
}
