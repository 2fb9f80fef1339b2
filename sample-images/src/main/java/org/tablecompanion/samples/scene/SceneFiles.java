package org.tablecompanion.samples.scene;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tablecompanion.samples.scene.truth.SceneTruth;

/** Writes a scene as {@code <name>.jpg} plus {@code <name>.json}, and reads the truth back. */
public final class SceneFiles {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true)
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
    private static final ObjectWriter WRITER = MAPPER.writer(
            new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n"))
                    .withArrayIndenter(new CompactArrays()));

    private SceneFiles() {
    }

    /** Writes both files into {@code dir}; returns the truth as written (with the image file name). */
    public static SceneTruth write(RenderedScene scene, Path dir, String name) {
        SceneTruth truth = scene.truth().withImageFile(name + ".jpg");
        try {
            Files.createDirectories(dir);
            Files.write(dir.resolve(name + ".jpg"), scene.jpeg());
            Files.writeString(dir.resolve(name + ".json"), toJson(truth));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write scene " + name + " into " + dir + ": " + e.getMessage(), e);
        }
        return truth;
    }

    public static String toJson(Object value) {
        try {
            return WRITER.writeValueAsString(value) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static SceneTruth readTruth(Path file) {
        try {
            SceneTruth truth = MAPPER.readValue(file.toFile(), SceneTruth.class);
            if (!SceneTruth.FORMAT.equals(truth.format())) {
                throw new IllegalArgumentException(file + ": format is '" + truth.format() + "', expected "
                        + SceneTruth.FORMAT);
            }
            return truth;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read scene truth " + file + ": " + e.getMessage(), e);
        }
    }

    /** The reader behind {@link #readTruth}, for other truth records (sequences). */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Arrays of numbers on one line ({@code [12.5, 40.0]}), so corner lists stay readable. */
    private static final class CompactArrays implements DefaultPrettyPrinter.Indenter {
        @Override
        public void writeIndentation(com.fasterxml.jackson.core.JsonGenerator g, int level) throws IOException {
            g.writeRaw(' ');
        }

        @Override
        public boolean isInline() {
            return true;
        }
    }
}
