package org.tablecompanion.samples.scene;

import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.samples.OpenCvLoader;
import org.tablecompanion.samples.scene.truth.SceneTruth;

/**
 * A generated picture and its ground truth.
 *
 * @param jpeg the picture as JPEG bytes (the compression is one of the degradations)
 * @param truth what is in it
 */
public record RenderedScene(byte[] jpeg, SceneTruth truth) {

    /** The picture decoded to an 8-bit BGR matrix (the caller releases it). */
    public Mat decode() {
        OpenCvLoader.load();
        MatOfByte bytes = new MatOfByte(jpeg);
        Mat image = Imgcodecs.imdecode(bytes, Imgcodecs.IMREAD_COLOR);
        bytes.release();
        return image;
    }
}
