package org.tablecompanion.samples.scene;

import java.util.stream.IntStream;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.MatOfInt;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

/**
 * What happens to the light after it leaves the scene: uneven illumination and vignetting, glare
 * on the glossy tiles, lens blur, the camera's white-balance error, sensor noise, 8-bit
 * quantisation and JPEG compression, in that physical order.
 */
final class Photo {

    private Photo() {
    }

    /** Multiplies the frame by the light's gain (vignetting included). */
    static void light(FrameBuffers f) {
        float[] bgr = f.bgr;
        float[] gain = f.gain;
        for (int i = 0; i < gain.length; i++) {
            float g = gain[i];
            bgr[3 * i] *= g;
            bgr[3 * i + 1] *= g;
            bgr[3 * i + 2] *= g;
        }
    }

    /** Adds specular glare: bright on the glossy tile faces, faint elsewhere. */
    static void glare(FrameBuffers f, Iterable<GlareSpot> spots) {
        for (GlareSpot s : spots) {
            double r2 = 2 * s.radiusMm() * s.radiusMm();
            double reach2 = 9 * s.radiusMm() * s.radiusMm();
            for (int i = 0; i < f.width * f.height; i++) {
                double dx = f.tableX[i] - s.x();
                double dy = f.tableY[i] - s.y();
                double d2 = dx * dx + dy * dy;
                if (d2 > reach2) {
                    continue;
                }
                double add = s.strength() * Math.exp(-d2 / r2) * (0.15 + 0.85 * f.tileCover[i]) * (1 - f.armCover[i]);
                int k = i * 3;
                f.bgr[k] += (float) (add * 0.97);
                f.bgr[k + 1] += (float) add;
                f.bgr[k + 2] += (float) add;
            }
        }
    }

    static void blur(FrameBuffers f, double sigmaPx) {
        if (sigmaPx < 0.2) {
            return;
        }
        Mat m = new Mat(f.height, f.width, CvType.CV_32FC3);
        m.put(0, 0, f.bgr);
        Imgproc.GaussianBlur(m, m, new Size(0, 0), sigmaPx);
        m.get(0, 0, f.bgr);
        m.release();
    }

    /**
     * White-balance error, signal-dependent sensor noise and quantisation to 8-bit BGR.
     * {@code noiseSigma} is the noise at mid grey; shot noise grows with the square root of the
     * signal.
     */
    static byte[] sensor(FrameBuffers f, double red, double blue, double noiseSigma, long seed) {
        byte[] out = new byte[f.bgr.length];
        float[] gains = {(float) blue, 1f, (float) red};
        // Noise sigma by signal level, in quarter levels up to 320 (brighter clips anyway).
        float[] sigmaByLevel = new float[1281];
        for (int q = 0; q < sigmaByLevel.length; q++) {
            sigmaByLevel[q] = (float) (noiseSigma * Math.sqrt((q / 4.0 + 16) / (128 + 16)));
        }
        int rowLength = f.width * 3;
        // Each row has its own noise stream, so rows can be done in parallel and stay reproducible.
        IntStream.range(0, f.height).parallel().forEach(row -> {
            SensorNoise noise = new SensorNoise(seed * 0x9E3779B97F4A7C15L + row);
            int start = row * rowLength;
            for (int k = start; k < start + rowLength; k++) {
                float v = f.bgr[k] * gains[k % 3];
                int level = (int) (Math.max(0f, Math.min(320f, v)) * 4);
                v += sigmaByLevel[level] * noise.next();
                int q = (int) (v + 0.5f);
                out[k] = (byte) (v < 0 ? 0 : q > 255 ? 255 : q);
            }
        });
        return out;
    }

    static byte[] jpeg(byte[] bgr, int width, int height, int quality) {
        Mat m = new Mat(height, width, CvType.CV_8UC3);
        m.put(0, 0, bgr);
        MatOfByte buffer = new MatOfByte();
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        MatOfInt params = new MatOfInt(Imgcodecs.IMWRITE_JPEG_QUALITY, quality, Imgcodecs.IMWRITE_JPEG_OPTIMIZE, 1);
        Imgcodecs.imencode(".jpg", m, buffer, params);
        params.release();
        byte[] bytes = buffer.toArray();
        m.release();
        buffer.release();
        return bytes;
    }
}
