package org.tablecompanion.samples.sequence;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.tablecompanion.samples.SampleArt;
import org.tablecompanion.samples.scene.SceneFiles;

/**
 * How long one short anomaly sequence takes to film in memory (the benchmark, not a test): for each
 * anomaly the default request ({@link AnomalySequences.Request#of}) over several seeds, each from
 * scratch (game, camera, tile art, every frame), after one warm-up film. Writes the median wall
 * and CPU seconds per sequence, with the load average, to a JSON file.
 */
public final class AnomalyBench {

    private AnomalyBench() {
    }

    /** Films, measures and writes {@code out}; {@code log} gets one line per anomaly. */
    public static Map<String, Object> run(Path out, int seeds, Consumer<String> log) {
        if (seeds < 1) {
            throw new IllegalArgumentException("seeds must be at least 1, got " + seeds);
        }
        Map<String, Object> root = new LinkedHashMap<>();
        AnomalySequences.Request sample = AnomalySequences.Request.of(SequenceAnomaly.NUDGED_TILE, 0);
        root.put("benchmark", "anomaly-sequences");
        root.put("width", sample.width());
        root.put("height", sample.height());
        root.put("difficulty", sample.difficulty().label());
        root.put("turns", sample.turns());
        root.put("tileArt", SampleArt.painterName());
        root.put("cores", Runtime.getRuntime().availableProcessors());
        root.put("java", System.getProperty("java.version"));
        // Other work on the machine slows the figures down; the load says how busy it was.
        root.put("loadAverageAtStart", round2(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
        AnomalySequences.film(SequenceAnomaly.NUDGED_TILE, 999);
        Map<String, Object> anomalies = new LinkedHashMap<>();
        for (SequenceAnomaly a : SequenceAnomaly.values()) {
            double[] wall = new double[seeds];
            double[] cpu = new double[seeds];
            int frames = 0;
            for (int s = 0; s < seeds; s++) {
                long cpuStart = processCpuNanos();
                long start = System.nanoTime();
                frames += AnomalySequences.film(a, 1 + s).size();
                wall[s] = (System.nanoTime() - start) / 1e9;
                cpu[s] = (processCpuNanos() - cpuStart) / 1e9;
            }
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("sequences", seeds);
            entry.put("meanFrames", round2(frames / (double) seeds));
            entry.put("medianSeconds", round2(median(wall)));
            entry.put("medianCpuSeconds", round2(median(cpu)));
            anomalies.put(a.label(), entry);
            log.accept(String.format(java.util.Locale.ROOT, "%-24s %5.1f frames  %5.2f s  %5.2f CPU s (median of %d)", a.label(),
                    frames / (double) seeds, median(wall), median(cpu), seeds));
        }
        root.put("anomalies", anomalies);
        root.put("loadAverageAtEnd", round2(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
        try {
            if (out.getParent() != null) {
                Files.createDirectories(out.getParent());
            }
            Files.writeString(out, SceneFiles.toJson(root));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + e.getMessage(), e);
        }
        return root;
    }

    /** CPU time of the whole process (rendering runs on several threads), or wall time where unknown. */
    private static long processCpuNanos() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean hotspot) {
            return hotspot.getProcessCpuTime();
        }
        return System.nanoTime();
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
