package org.tablecompanion.recognizer.tracker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.recognizer.observation.FigureReading;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;

/** What the overlay gets: the board in game coordinates, each tile's corners and each figure's foot in the frame. */
class ObservationTest {

    @Test
    void aTurnReadShowsTheTilesAndTheFigureWhereTheyLieInTheFrame() {
        GameRecord truth = SampleReplays.truth("base");
        Tracker tracker = SampleReplays.onSetUpTable(truth);
        List<TrackerUpdate> updates = SampleReplays.feed(tracker, "base", 0, 4);
        Observation o = updates.stream().filter(u -> u.observation().isPresent()).reduce((a, b) -> b).orElseThrow()
                .observation().orElseThrow();
        assertEquals(List.of("D@0,0", "O@-1,0"), o.tiles().stream().map(t -> t.tile() + "@" + t.x() + "," + t.y()).toList());
        TileReading laid = o.tiles().get(1);
        assertEquals(4, laid.corners().size());
        FigureReading red = o.figures().get(0);
        assertEquals("red", red.colour());
        double minX = laid.corners().stream().mapToDouble(c -> c.get(0)).min().orElseThrow();
        double maxX = laid.corners().stream().mapToDouble(c -> c.get(0)).max().orElseThrow();
        double minY = laid.corners().stream().mapToDouble(c -> c.get(1)).min().orElseThrow();
        double maxY = laid.corners().stream().mapToDouble(c -> c.get(1)).max().orElseThrow();
        double x = red.image().get(0);
        double y = red.image().get(1);
        assertTrue(x > minX && x < maxX && y > minY && y < maxY, red + " on " + laid.corners());
        assertTrue(o.lattice().found());
    }
}
