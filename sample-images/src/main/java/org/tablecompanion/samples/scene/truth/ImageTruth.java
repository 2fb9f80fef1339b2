package org.tablecompanion.samples.scene.truth;

/**
 * The image a truth belongs to.
 *
 * @param file file name next to the JSON (empty while the scene is only in memory)
 * @param width pixels
 * @param height pixels
 */
public record ImageTruth(String file, int width, int height) {
}
