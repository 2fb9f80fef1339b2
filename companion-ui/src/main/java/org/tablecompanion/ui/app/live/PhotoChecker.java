package org.tablecompanion.ui.app.live;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.image.Image;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.recognizer.OpenCvNative;
import org.tablecompanion.recognizer.Recognition;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.observation.OverlayPainter;
import org.tablecompanion.ui.app.session.RecordView;

/**
 * Runs the end-game check from one photo: reads the photo, recognizes the board with the game's
 * catalogs (the players' appearance pack and the table's calibration, if chosen), lays it over the tracked game
 * and scores it. Slow (seconds): the window runs it on a thread of its own.
 */
public final class PhotoChecker {

    private PhotoChecker() {
    }

    /** The check and the photo with what the recognizer saw drawn over it. */
    public record Result(PhotoCheck check, Image overlay) {
    }

    /**
     * @param live the live view's choices (pack, calibration, the sample's own prints), if one runs
     */
    public static Result check(Path photo, RecordView game, Optional<LiveSetup> live) {
        OpenCvNative.load();
        if (!Files.isRegularFile(photo)) {
            throw new BadInputException("no photo " + photo);
        }
        Mat frame = Imgcodecs.imread(photo.toString(), Imgcodecs.IMREAD_COLOR);
        if (frame.empty()) {
            throw new BadInputException(photo + " is not a picture OpenCV can read (PNG or JPEG)");
        }
        try {
            Recognizer recognizer = new Recognizer(live.map(l -> RecognizerLive.settings(l, game.record().catalogs()))
                    .orElseGet(() -> RecognizerLive.settings(game.record().catalogs(), Optional.empty(),
                            Optional.empty())));
            Recognition r = recognizer.recognize(frame);
            r.log().release();
            Observation o = r.observation();
            PhotoCheck check = PhotoCheck.of(o, game.state(), game.finalState(), game.catalog(), game.record().rules());
            Mat drawn = OverlayPainter.paint(frame, o);
            try {
                return new Result(check, OverlayImages.image(drawn));
            } finally {
                drawn.release();
            }
        } finally {
            frame.release();
        }
    }
}
