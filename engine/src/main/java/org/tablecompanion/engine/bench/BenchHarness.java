package org.tablecompanion.engine.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.LongSupplier;
import java.util.function.ToDoubleFunction;
import org.tablecompanion.engine.record.GameRecords;

/**
 * What every engine benchmark measures the same way: rounds of a piece of work after a timed
 * warm-up, by the wall clock and by the thread's own CPU time (a shared machine disturbs the
 * second far less), medians, the load average, and the JSON file the README quotes.
 */
public final class BenchHarness {

    private BenchHarness() {
    }

    /** One measured figure by the wall clock and by the thread's CPU time. */
    public record Measured(double wall, double cpu) {
    }

    /**
     * Seconds per round, and a number made from the work's results (printed by callers) so the
     * JIT cannot drop the work.
     */
    public record Rounds(Measured[] seconds, long sink) {

        /** The median of a quantity worked out from each round's seconds, wall and CPU alike. */
        public Measured median(ToDoubleFunction<Double> perRound) {
            return new Measured(
                    BenchHarness.median(Arrays.stream(seconds).mapToDouble(f -> perRound.applyAsDouble(f.wall())).toArray()),
                    BenchHarness.median(Arrays.stream(seconds).mapToDouble(f -> perRound.applyAsDouble(f.cpu())).toArray()));
        }
    }

    /**
     * Runs the work until {@code warmUpSeconds} have passed (at least once), then {@code rounds}
     * timed rounds: the JIT needs seconds of a workload before it runs at full speed.
     */
    public static Rounds measure(int rounds, double warmUpSeconds, LongSupplier work) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuClock = threads.isCurrentThreadCpuTimeSupported();
        long sink = 0;
        long warmUntil = System.nanoTime() + (long) (warmUpSeconds * 1e9);
        do {
            sink += work.getAsLong();
        } while (System.nanoTime() < warmUntil);
        Measured[] seconds = new Measured[rounds];
        for (int round = 0; round < rounds; round++) {
            long c0 = cpuClock ? threads.getCurrentThreadCpuTime() : 0;
            long t0 = System.nanoTime();
            sink += work.getAsLong();
            long wall = System.nanoTime() - t0;
            long cpu = cpuClock ? threads.getCurrentThreadCpuTime() - c0 : wall;
            seconds[round] = new Measured(wall / 1e9, Math.max(cpu, 1) / 1e9);
        }
        return new Rounds(seconds, sink);
    }

    /** The system load average, two decimals: how much other work slowed the wall-clock figures. */
    public static double loadAverage() {
        return round(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), 2);
    }

    public static double round(double v, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(v * scale) / scale;
    }

    public static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    /** Writes the figures as pretty JSON (creating the folder), says so, and returns the text. */
    public static String write(ObjectNode root, Path out, PrintStream log) {
        try {
            String json = GameRecords.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
            Path parent = out.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(out, json);
            log.println("wrote " + out);
            return json;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out, e);
        }
    }
}
