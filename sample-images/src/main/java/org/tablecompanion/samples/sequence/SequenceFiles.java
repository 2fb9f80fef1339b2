package org.tablecompanion.samples.sequence;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.tablecompanion.samples.scene.SceneFiles;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;

/** Reads a filmed game's truth ({@code sequence.json}). */
public final class SequenceFiles {

    private SequenceFiles() {
    }

    /** Reads {@code sequence.json} from a film's folder (or the file itself). */
    public static SequenceTruth read(Path folderOrFile) {
        Path file = folderOrFile.toString().endsWith(".json") ? folderOrFile
                : folderOrFile.resolve(SequenceGenerator.TRUTH_FILE);
        try {
            SequenceTruth truth = SceneFiles.mapper().readValue(file.toFile(), SequenceTruth.class);
            if (!SequenceTruth.FORMAT.equals(truth.format())) {
                throw new IllegalArgumentException(file + ": format is '" + truth.format() + "', expected "
                        + SequenceTruth.FORMAT);
            }
            return truth;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read sequence truth " + file + ": " + e.getMessage(), e);
        }
    }
}
