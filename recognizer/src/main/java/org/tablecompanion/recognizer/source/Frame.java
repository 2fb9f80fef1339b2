package org.tablecompanion.recognizer.source;

import org.opencv.core.Mat;

/**
 * One frame from a source.
 *
 * @param image BGR, 8-bit; the receiver owns it and may release it
 * @param index place in the source, from 0
 * @param name where it came from ("frame-012.jpg", "camera 0 #812")
 */
public record Frame(Mat image, long index, String name) {
}
