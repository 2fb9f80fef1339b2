package org.tablecompanion.recognizer.tracker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.colour.ColourReference;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.random.RandomGames;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.recognizer.RecognizerSettings;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.TileReading;
import org.tablecompanion.samples.SampleArt;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.truth.CameraTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;
import org.tablecompanion.samples.sequence.FilmedSequence;
import org.tablecompanion.samples.sequence.SequenceGenerator;

/**
 * The tracker with a table's calibration: a short game filmed through a strong barrel lens under
 * a colour cast, followed with the calibration that undoes both (the webcam's lens as the camera
 * board measures it, the cast's inverse as a grey card gives it) and without it.
 */
class CalibratedTrackingTest {

    private static final long SEED = 21;
    private static final double K1 = -0.35;
    private static final double K2 = 0.05;
    private static final double RED = 1.3;
    private static final double BLUE = 0.75;

    /** What following the film gave: the true and the read record, and the tracker's last view of the board. */
    record Run(List<String> truth, List<String> read, Observation observation) {
    }

    private static final Map<Boolean, Run> RUNS = new ConcurrentHashMap<>();
    private static FilmedSequence film;

    private static synchronized FilmedSequence film() {
        if (film == null) {
            GameRecord record = new RandomGames(List.of("base"), 2, Rules.DEFAULT).figureChance(0.8).maxTiles(11)
                    .play(SEED).record();
            film = new SequenceGenerator(SampleArt.source()).film(record,
                    new SequenceGenerator.Options(Difficulty.EASY, SEED, 960, 540, 85, 1.0),
                    s -> s.withLensAndCast(K1, K2, RED, BLUE));
        }
        return film;
    }

    private static TableCalibration calibration(CameraTruth c) {
        CameraModel lens = new CameraModel(c.width(), c.height(), c.fx(), c.fy(), c.cx(), c.cy(),
                List.of(K1, K2, 0.0, 0.0, 0.0), 0.05, 12);
        ColourCorrection greyCard = new ColourCorrection(ColourReference.GREY_CARD, List.of(1 / BLUE, 1.0, 1 / RED),
                List.of(128 * BLUE, 128.0, 128 * RED));
        return TableCalibration.empty().withCamera(lens).withColour(greyCard);
    }

    private static Run run(boolean calibrated) {
        return RUNS.computeIfAbsent(calibrated, k -> follow(calibrated));
    }

    private static Run follow(boolean calibrated) {
        FilmedSequence f = film();
        GameRecord record = f.record();
        Catalog catalog = GameRecords.catalog(record.catalogs());
        RecognizerSettings settings = SampleReplays.recognizer(record);
        if (calibrated) {
            settings = settings.withCalibration(calibration(f.truth().camera()));
        }
        Tracker tracker = new Tracker(TrackerSettings.forStills(settings, Optional.empty()), SampleReplays.setUp(record));
        List<String> truth = CanonicalRecord.of(record.events(), catalog);
        for (int i = 0; i < f.size(); i++) {
            Mat m = f.decode(i);
            TrackerUpdate u = tracker.offer(m);
            m.release();
            if (u.question().isPresent() && u.question().get().kind() != QuestionKind.HAND_IN_VIEW) {
                Question q = u.question().get();
                tracker.answer(q.id(), CanonicalRecord.playersAnswer(q, tracker.game(), truth, catalog));
            }
        }
        // A short film stops with tiles left, which no camera can tell: the records are compared without the end.
        return new Run(truth.stream().filter(e -> !e.startsWith("GameEnded")).toList(),
                CanonicalRecord.of(tracker.game().events(), catalog), tracker.observation());
    }

    @Test
    void aFilmThroughAStrongLensUnderAColourCastIsReadExactlyWithTheCalibrationAndMisreadWithoutIt() {
        Run calibrated = run(true);
        assertEquals(calibrated.truth(), calibrated.read());
        Run plain = run(false);
        assertNotEquals(plain.truth(), plain.read(), "the film should need its calibration");
    }

    /**
     * Tiles are read in the undistorted picture and drawn on the frame. (On this small board, near
     * the picture's centre, the lens moves a tile by at most about 2 px: this checks the corners
     * are right, the mapping back is CalibratedRecognitionTest's.)
     */
    @Test
    void tileCornersLandOnTheTilesInTheFrame() {
        Observation seen = run(true).observation();
        List<TileTruth> laid = film().truth().tiles();
        int compared = 0;
        for (TileReading t : seen.tiles()) {
            if (t.corners().size() != 4) {
                continue;
            }
            TileTruth truth = laid.stream().filter(l -> l.x() == t.x() && l.y() == t.y()).findFirst().orElseThrow();
            double x = t.corners().stream().mapToDouble(p -> p.get(0)).average().orElseThrow();
            double y = t.corners().stream().mapToDouble(p -> p.get(1)).average().orElseThrow();
            double tx = truth.corners().stream().mapToDouble(p -> p.get(0)).average().orElseThrow();
            double ty = truth.corners().stream().mapToDouble(p -> p.get(1)).average().orElseThrow();
            assertTrue(Math.hypot(x - tx, y - ty) < 4, "tile (" + t.x() + "," + t.y() + ") at " + x + "," + y
                    + ", truth " + tx + "," + ty);
            compared++;
        }
        assertTrue(compared >= 8, "tiles with corners: " + compared);
    }
}
