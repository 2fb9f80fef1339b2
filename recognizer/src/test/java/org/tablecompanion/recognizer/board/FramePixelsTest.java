package org.tablecompanion.recognizer.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;
import org.tablecompanion.recognizer.OpenCvNative;

/**
 * The occupancy stage turns only its samples into HSV, gathered from the frame's pixels copied
 * out once, and relies on that giving each pixel the HSV the whole frame's conversion gives it.
 */
class FramePixelsTest {

    @BeforeAll
    static void load() {
        OpenCvNative.load();
    }

    @Test
    void hsvOfGatheredSamplesEqualsHsvOfTheWholeFrame() {
        SplittableRandom random = new SplittableRandom(7);
        int w = 333;
        int h = 217;
        byte[] noise = new byte[w * h * 3];
        for (int k = 0; k < noise.length; k++) {
            noise[k] = (byte) random.nextInt(256);
        }
        Mat frame = new Mat(h, w, CvType.CV_8UC3);
        frame.put(0, 0, noise);
        FramePixels pixels = FramePixels.of(frame);
        assertArrayEquals(noise, pixels.bgr());
        Mat hsv = new Mat();
        Imgproc.cvtColor(frame, hsv, Imgproc.COLOR_BGR2HSV);
        byte[] whole = new byte[w * h * 3];
        hsv.get(0, 0, whole);
        int samples = 5000;
        int[] at = new int[samples];
        byte[] gathered = new byte[samples * 3];
        for (int k = 0; k < samples; k++) {
            at[k] = random.nextInt(w * h);
            System.arraycopy(pixels.bgr(), 3 * at[k], gathered, 3 * k, 3);
        }
        Mat column = new Mat(samples, 1, CvType.CV_8UC3);
        column.put(0, 0, gathered);
        Imgproc.cvtColor(column, column, Imgproc.COLOR_BGR2HSV);
        column.get(0, 0, gathered);
        int differ = 0;
        for (int k = 0; k < samples; k++) {
            for (int ch = 0; ch < 3; ch++) {
                differ += gathered[3 * k + ch] == whole[3 * at[k] + ch] ? 0 : 1;
            }
        }
        assertEquals(0, differ, "samples whose HSV differs from the whole frame's");
        column.release();
        hsv.release();
        frame.release();
    }
}
