package org.tablecompanion.recognizer.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * A frame is read on several lattices and each reading draws its stages' pictures over the last
 * one's: the debug pictures must be those of the reading chosen, not of the last lattice tried.
 */
class StageLogTest {

    @BeforeAll
    static void loadOpenCv() {
        OpenCvNative.load();
    }

    private static Mat grey(int value) {
        return new Mat(4, 4, CvType.CV_8UC1, new Scalar(value));
    }

    @Test
    void recallPutsBackThePicturesOfTheReadingRemembered() {
        StageLog log = new StageLog(true);
        Object chosen = new Object();
        Object later = new Object();
        log.image("board", () -> grey(10));
        log.remember(chosen);
        log.image("board", () -> grey(200));
        log.remember(later);
        log.recall(chosen);
        assertEquals(10, log.images().get("board").get(0, 0)[0]);
        log.release();
    }

    @Test
    void recallKeepsThePicturesDrawnUnderOtherNamesSince() {
        StageLog log = new StageLog(true);
        Object chosen = new Object();
        log.image("board", () -> grey(10));
        log.remember(chosen);
        log.image("outline", () -> grey(99));
        log.recall(chosen);
        assertTrue(log.images().containsKey("outline"));
        log.release();
    }

    @Test
    void rememberingKeepsNothingWhenPicturesAreNotKept() {
        StageLog log = new StageLog(false);
        Object chosen = new Object();
        log.image("board", () -> grey(10));
        log.remember(chosen);
        log.recall(chosen);
        assertTrue(log.images().isEmpty());
    }
}
