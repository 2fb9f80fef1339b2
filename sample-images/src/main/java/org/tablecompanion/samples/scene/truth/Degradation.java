package org.tablecompanion.samples.scene.truth;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * One effect applied to the image, with its parameters (names and units as in
 * {@code DifficultyRanges}).
 *
 * @param name e.g. "lens-distortion", "uneven-light", "glare", "blur", "noise", "white-balance", "jpeg"
 * @param parameters its numbers
 */
public record Degradation(String name, Map<String, Double> parameters) {

    public Degradation {
        // Sorted, so the JSON is byte-identical from run to run (Map.copyOf's order varies per JVM).
        parameters = Collections.unmodifiableMap(new TreeMap<>(parameters));
    }
}
