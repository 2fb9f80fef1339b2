package org.tablecompanion.recognizer.bench;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The recognizer benchmark's file, format {@value #FORMAT} (bench/recognizer.json).
 *
 * @param format always {@value #FORMAT}
 * @param command how it was made
 * @param machine cores and load average while it ran (timings depend on both)
 * @param art how the scenes' tiles were painted
 * @param rows one per game x difficulty x mode
 * @param real measurements on pictures of real tiles, when they were at hand
 */
@JsonPropertyOrder({"format", "command", "machine", "art", "rows", "real"})
public record BenchReport(String format, String command, Machine machine, String art, List<BenchRow> rows,
                          List<RealTiles> real) {

    public static final String FORMAT = "tablecompanion-bench-recognizer/1";

    public BenchReport {
        rows = List.copyOf(rows);
        real = List.copyOf(real);
    }

    /**
     * @param cores processors the JVM sees
     * @param loadBefore load average when the benchmark started
     * @param loadAfter load average when it ended
     */
    public record Machine(int cores, double loadBefore, double loadAfter) {
    }

    /**
     * @param what what was measured
     * @param items how many pictures or tiles
     * @param accuracy share right
     * @param sureButWrong share read wrong and not flagged unsure, where that is measured (else null)
     * @param details a few words per miss
     */
    public record RealTiles(String what, int items, double accuracy, Double sureButWrong, List<String> details) {
        public RealTiles {
            details = List.copyOf(details);
        }

        /** A measurement of how many are right only. */
        public RealTiles(String what, int items, double accuracy, List<String> details) {
            this(what, items, accuracy, null, details);
        }
    }

    public void write(Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), this);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
