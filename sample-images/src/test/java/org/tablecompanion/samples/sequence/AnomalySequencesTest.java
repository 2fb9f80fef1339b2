package org.tablecompanion.samples.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.samples.CommittedSamples;
import org.tablecompanion.samples.scene.SceneFiles;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;
import org.tablecompanion.samples.sequence.truth.FrameTruth;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;

class AnomalySequencesTest {

    private static final long SEED = 1;
    private static final Map<SequenceAnomaly, FilmedSequence> FILMS = new EnumMap<>(SequenceAnomaly.class);
    /** A quick film for comparing whole films: 3 turns at 640x360, the camera bumped after turn 1. */
    private static final AnomalySequences.Request SMALL = AnomalySequences.Request.of(SequenceAnomaly.CAMERA_BUMPED, 2)
            .atTurn(1).withTurns(3).withSize(640, 360);

    /** Each anomaly filmed once, as the tracker's tests get it (painted tiles, 1280x720, easy). */
    private static synchronized FilmedSequence film(SequenceAnomaly anomaly) {
        return FILMS.computeIfAbsent(anomaly, a -> AnomalySequences.film(a, SEED));
    }

    private static int onset(FilmedSequence film) {
        List<FrameTruth> frames = film.truth().frames();
        for (int i = 0; i < frames.size(); i++) {
            if (frames.get(i).anomalous()) {
                return i;
            }
        }
        throw new AssertionError("no frame shows the anomaly");
    }

    private static List<Integer> anomalous(FilmedSequence film) {
        List<Integer> frames = new ArrayList<>();
        for (int i = 0; i < film.size(); i++) {
            if (film.truth().frames().get(i).anomalous()) {
                frames.add(i);
            }
        }
        return frames;
    }

    /** Mean absolute difference of two frames (all channels) where {@code mask} is set, or everywhere. */
    private static double meanDifference(FilmedSequence film, int a, int b, Mat mask) {
        Mat x = film.decode(a);
        Mat y = film.decode(b);
        Mat d = new Mat();
        Core.absdiff(x, y, d);
        Scalar mean = mask == null ? Core.mean(d) : Core.mean(d, mask);
        x.release();
        y.release();
        d.release();
        return (mean.val[0] + mean.val[1] + mean.val[2]) / 3;
    }

    private static Mat polygonMask(FilmedSequence film, List<List<List<Double>>> polygons) {
        Mat mask = Mat.zeros(film.truth().height(), film.truth().width(), CvType.CV_8UC1);
        List<MatOfPoint> shapes = new ArrayList<>();
        for (List<List<Double>> polygon : polygons) {
            shapes.add(new MatOfPoint(polygon.stream().map(p -> new Point(p.get(0), p.get(1))).toArray(Point[]::new)));
        }
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        Imgproc.fillPoly(mask, shapes, new Scalar(255));
        shapes.forEach(Mat::release);
        return mask;
    }

    private static TileTruth laid(SequenceTruth truth, TileTruth moved) {
        return truth.tiles().stream().filter(t -> t.x() == moved.x() && t.y() == moved.y()).findFirst().orElseThrow();
    }

    private static double largestCornerShift(TileTruth a, TileTruth b) {
        double largest = 0;
        for (int k = 0; k < 4; k++) {
            largest = Math.max(largest, Math.hypot(a.corners().get(k).get(0) - b.corners().get(k).get(0),
                    a.corners().get(k).get(1) - b.corners().get(k).get(1)));
        }
        return largest;
    }

    @Test
    void aLeftHandRestsInSeveralConsecutiveStableFramesAfterTheTileIsLaid() {
        FilmedSequence film = film(SequenceAnomaly.HAND_LEFT_IN_VIEW);
        List<FrameTruth> frames = film.truth().frames();
        List<Integer> resting = anomalous(film);
        assertEquals(AnomalySequences.RESTING_FRAMES, resting.size());
        int first = resting.get(0);
        assertEquals(List.of(first, first + 1, first + 2, first + 3), resting, "consecutive");
        assertEquals("placing-tile", frames.get(first - 1).kind());
        for (int i : resting) {
            FrameTruth f = frames.get(i);
            assertTrue(f.stable(), f.file());
            assertEquals("tile", f.kind());
            assertEquals(4, f.turn());
            assertFalse(f.occluders().isEmpty(), f.file());
            assertEquals(frames.get(first).occluders(), f.occluders(), "the hand does not move");
            assertTrue(f.held().isEmpty());
        }
        FrameTruth after = frames.get(first + AnomalySequences.RESTING_FRAMES);
        assertTrue(after.occluders().isEmpty(), "the hand leaves");
        assertEquals(frames.get(first).events(), after.events());
        assertFalse(after.anomalous());
    }

    @Test
    void theRestingHandIsInThePixelsAndStill() {
        FilmedSequence film = film(SequenceAnomaly.HAND_LEFT_IN_VIEW);
        int first = onset(film);
        Mat hand = polygonMask(film, film.truth().frames().get(first).occluders().stream()
                .map(o -> o.polygon()).toList());
        double handGone = meanDifference(film, first, first + AnomalySequences.RESTING_FRAMES, hand);
        double stillHand = meanDifference(film, first, first + 1, hand);
        hand.release();
        assertTrue(handGone > 20, "the hand's outline covers changed pixels: " + handGone);
        assertTrue(stillHand < 3, "between resting frames only noise changes: " + stillHand);
    }

    @Test
    void aNudgedTileMovesAFewMillimetresAndDegreesAndStaysThere() {
        FilmedSequence film = film(SequenceAnomaly.NUDGED_TILE);
        List<FrameTruth> frames = film.truth().frames();
        int first = onset(film);
        assertTrue(frames.get(first - 1).movedTiles().isEmpty());
        assertEquals(1, frames.get(first).movedTiles().size());
        TileTruth moved = frames.get(first).movedTiles().get(0);
        TileTruth laid = laid(film.truth(), moved);
        double shiftMm = Math.hypot(moved.tableMm().x() - laid.tableMm().x(), moved.tableMm().y() - laid.tableMm().y());
        double turnDeg = Math.abs(moved.tableMm().turnDeg() - laid.tableMm().turnDeg());
        assertTrue(shiftMm >= 2.9 && shiftMm <= 5.2, "shift " + shiftMm);
        assertTrue(turnDeg >= 2.5 && turnDeg <= 4.5, "turn " + turnDeg);
        assertTrue(largestCornerShift(moved, laid) > 3, "the truth's corners moved");
        for (int i = first; i < frames.size(); i++) {
            assertEquals("nudged-tile", frames.get(i).anomaly());
            assertEquals(moved.corners(), frames.get(i).movedTiles().get(0).corners(), "it stays moved");
        }
    }

    @Test
    void theNudgedTileIsInThePixels() {
        FilmedSequence film = film(SequenceAnomaly.NUDGED_TILE);
        int first = onset(film);
        TileTruth moved = film.truth().frames().get(first).movedTiles().get(0);
        Mat both = polygonMask(film, List.of(moved.corners(), laid(film.truth(), moved).corners()));
        double atTile = meanDifference(film, first - 1, first, both);
        Core.bitwise_not(both, both);
        double elsewhere = meanDifference(film, first - 1, first, both);
        both.release();
        assertTrue(atTile > 4 * elsewhere && atTile > 5, "at the tile " + atTile + ", elsewhere " + elsewhere);
    }

    @Test
    void aRemovedFigureIsGoneFromTheTruthWhileTheGameStillHasIt() {
        FilmedSequence film = film(SequenceAnomaly.FIGURE_REMOVED_UNSCORED);
        List<FrameTruth> frames = film.truth().frames();
        int first = onset(film);
        FrameTruth f = frames.get(first);
        assertEquals(1, f.missingFigures().size());
        int gone = f.missingFigures().get(0);
        assertTrue(frames.get(first - 1).figures().contains(gone));
        assertFalse(f.figures().contains(gone));
        FigureTruth figure = film.truth().figures().get(gone);
        Game replay = Game.replay(GameRecords.setup(film.record()), film.record().events().subList(0, f.events()));
        List<Figure> standing = replay.state().figures();
        assertTrue(standing.stream().anyMatch(s -> s.position().x() == figure.x() && s.position().y() == figure.y()
                && s.at().index() == figure.feature() && s.owner().spelling().equals(figure.colour())),
                "the game still has the figure: it did not score");
        for (int i = first; i < frames.size() && frames.get(i).anomalous(); i++) {
            assertFalse(frames.get(i).figures().contains(gone));
        }
    }

    @Test
    void theRemovedFigureIsGoneFromThePixelsAtItsFoot() {
        FilmedSequence film = film(SequenceAnomaly.FIGURE_REMOVED_UNSCORED);
        int first = onset(film);
        FigureTruth figure = film.truth().figures().get(film.truth().frames().get(first).missingFigures().get(0));
        Mat foot = Mat.zeros(film.truth().height(), film.truth().width(), CvType.CV_8UC1);
        Imgproc.circle(foot, new Point(figure.foot().get(0), figure.foot().get(1) - 6), 6, new Scalar(255), -1);
        double atFoot = meanDifference(film, first - 1, first, foot);
        foot.release();
        assertTrue(atFoot > 15, "the figure's pixels changed: " + atFoot);
    }

    @Test
    void aBumpedCameraHasAnotherHomographyAndMovesEveryTile() {
        FilmedSequence film = film(SequenceAnomaly.CAMERA_BUMPED);
        List<FrameTruth> frames = film.truth().frames();
        int first = onset(film);
        assertTrue(frames.get(first - 1).cameraIfMoved().isEmpty());
        var bumped = frames.get(first).cameraIfMoved().orElseThrow();
        var fixed = film.truth().camera();
        assertNotEquals(fixed.tableToImage(), bumped.tableToImage());
        double yaw = Math.abs(bumped.yawDeg() - fixed.yawDeg());
        double tilt = Math.abs(bumped.tiltDeg() - fixed.tiltDeg());
        assertTrue(yaw >= 1.5 && yaw <= 3 && tilt >= 1 && tilt <= 2.5, "yaw " + yaw + ", tilt " + tilt);
        assertEquals(frames.get(first).tiles(), frames.get(first).movedTiles().size());
        for (TileTruth t : frames.get(first).movedTiles()) {
            assertTrue(largestCornerShift(t, laid(film.truth(), t)) > 5, "tile " + t.x() + "," + t.y());
        }
        for (int i = first; i < frames.size(); i++) {
            assertEquals(bumped, frames.get(i).cameraIfMoved().orElseThrow(), "the camera stays bumped");
        }
    }

    @Test
    void theBumpedCameraIsInThePixels() {
        FilmedSequence film = film(SequenceAnomaly.CAMERA_BUMPED);
        int first = onset(film);
        TileTruth any = film.truth().frames().get(first).movedTiles().get(0);
        Mat board = polygonMask(film, film.truth().frames().get(first).movedTiles().stream()
                .map(TileTruth::corners).toList());
        double bumped = meanDifference(film, first - 1, first, board);
        board.release();
        assertTrue(bumped > 10, "the board moved in the picture: " + bumped + " (tile " + any.id() + ")");
    }

    @Test
    void anAnomalyAddsNoEventToTheGame() {
        for (SequenceAnomaly a : SequenceAnomaly.values()) {
            FilmedSequence film = film(a);
            assertEquals(AnomalySequences.game(AnomalySequences.Request.of(a, SEED)).events(), film.record().events());
            int first = onset(film);
            List<FrameTruth> frames = film.truth().frames();
            // A resting hand comes with its turn's tile, which the frame before still holds in the hand.
            int before = a == SequenceAnomaly.HAND_LEFT_IN_VIEW ? first + AnomalySequences.RESTING_FRAMES : first - 1;
            assertEquals(frames.get(before).events(), frames.get(first).events(), a.label());
            for (int i = 1; i < frames.size(); i++) {
                assertTrue(frames.get(i).events() >= frames.get(i - 1).events());
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameBytes() {
        FilmedSequence once = AnomalySequences.film(SMALL);
        FilmedSequence again = AnomalySequences.film(SMALL);
        assertEquals(once.size(), again.size());
        for (int i = 0; i < once.size(); i++) {
            assertArrayEquals(once.jpegs().get(i), again.jpegs().get(i), "frame " + i);
        }
        assertEquals(SceneFiles.toJson(once.truth()), SceneFiles.toJson(again.truth()));
    }

    @Test
    void theFilmWithoutTheAnomalyHasTheSameFramesUpToIt() {
        FilmedSequence film = AnomalySequences.film(SMALL);
        FilmedSequence plain = AnomalySequences.filmWithoutAnomaly(SMALL);
        int first = onset(film);
        assertEquals(film.size() - 1, plain.size());
        assertTrue(plain.truth().frames().stream().noneMatch(FrameTruth::anomalous));
        for (int i = 0; i < first; i++) {
            assertArrayEquals(film.jpegs().get(i), plain.jpegs().get(i), "frame " + i);
        }
        assertEquals(film.record(), plain.record());
        assertEquals(film.truth().camera(), plain.truth().camera());
        assertEquals(film.truth().tiles(), plain.truth().tiles());
    }

    @Test
    void anAnomalyTruthReadsBackAsWritten() throws Exception {
        SequenceTruth truth = film(SequenceAnomaly.NUDGED_TILE).truth();
        String json = SceneFiles.toJson(truth);
        assertTrue(json.contains("\"anomaly\" : \"nudged-tile\""));
        assertEquals(json, SceneFiles.toJson(SceneFiles.mapper().readValue(json, SequenceTruth.class)));
    }

    @Test
    void anOrdinaryFrameWritesNoAnomalyFields() {
        String json = SceneFiles.toJson(film(SequenceAnomaly.NUDGED_TILE).truth().frames().get(0));
        for (String field : List.of("anomaly", "movedTiles", "movedCamera", "missingFigures")) {
            assertFalse(json.contains("\"" + field + "\""), field);
        }
    }

    @Test
    void theCommittedSequenceTruthsWriteBackByteForByte() throws Exception {
        Path films = Path.of(System.getProperty("tablecompanion.root", "..")).resolve(CommittedSamples.SCENES)
                .resolve("sequences");
        assumeTrue(Files.isDirectory(films), "no committed samples");
        for (CommittedSamples.Film f : CommittedSamples.FILMS) {
            Path file = films.resolve(f.name()).resolve(SequenceGenerator.TRUTH_FILE);
            SequenceTruth truth = SequenceFiles.read(file);
            assertTrue(truth.frames().stream().noneMatch(FrameTruth::anomalous));
            assertEquals(Files.readString(file), SceneFiles.toJson(truth), f.name());
        }
    }

    @Test
    void aTurnOutsideTheShortGameIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AnomalySequences.Request.of(SequenceAnomaly.CAMERA_BUMPED, 1).atTurn(8));
        assertTrue(e.getMessage().contains("camera-bumped turn must be 1..7"), e.getMessage());
    }

    @Test
    void anomalyLabelsReadBack() {
        for (SequenceAnomaly a : SequenceAnomaly.values()) {
            assertEquals(a, SequenceAnomaly.parse(a.label()));
        }
        assertThrows(IllegalArgumentException.class, () -> SequenceAnomaly.parse("sneeze"));
    }
}
