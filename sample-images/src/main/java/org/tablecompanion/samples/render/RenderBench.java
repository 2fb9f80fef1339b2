package org.tablecompanion.samples.render;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.opencv.core.Mat;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;

/**
 * The renderer's benchmark (not a test): how many tiles per second one thread paints at 256
 * pixels: every tile type of the built-in catalogs, at each of four rotations, with fresh seeds,
 * after a warm-up round that also fills the layout cache (layouts are computed once per tile
 * type, as in real use). Each round is timed by the wall clock and by the thread's CPU time; the
 * CPU figure is the one to quote on a shared machine. Writes {@code bench/render.json} (or the
 * path given as the first argument).
 */
public final class RenderBench {

    private static final int SIZE = 256;
    private static final int ROUNDS = 5;

    private RenderBench() {
    }

    public static void main(String[] args) throws IOException {
        run(Path.of(args.length > 0 ? args[0] : "bench/render.json"), System.out);
    }

    /** Runs the benchmark, prints a one-line summary, writes the JSON file and returns its content. */
    public static Map<String, Object> run(Path out, PrintStream log) throws IOException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        TileRenderer renderer = new TileRenderer();
        List<TileType> tiles = new ArrayList<>();
        List<TileStyle> styles = new ArrayList<>();
        for (String id : Catalogs.BUILT_IN) {
            Catalog catalog = Catalogs.builtIn(id);
            for (TileType tile : catalog.tiles()) {
                tiles.add(tile);
                styles.add(TileStyle.forCatalog(catalog));
            }
        }
        long layoutCpu = threads.getCurrentThreadCpuTime();
        for (TileType tile : tiles) {
            renderer.geometry(tile);
        }
        double layoutSeconds = (threads.getCurrentThreadCpuTime() - layoutCpu) / 1e9;
        round(renderer, tiles, styles, 0);
        double[] wall = new double[ROUNDS];
        double[] cpu = new double[ROUNDS];
        for (int r = 0; r < ROUNDS; r++) {
            long start = System.nanoTime();
            long startCpu = threads.getCurrentThreadCpuTime();
            int painted = round(renderer, tiles, styles, r + 1);
            wall[r] = painted / ((System.nanoTime() - start) / 1e9);
            cpu[r] = painted / ((threads.getCurrentThreadCpuTime() - startCpu) / 1e9);
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("benchmark", "tile renderer, one thread");
        result.put("command", "java ... org.tablecompanion.samples.render.RenderBench");
        result.put("tileSizePixels", SIZE);
        result.put("tileTypes", tiles.size());
        result.put("tilesPerRound", tiles.size() * 4);
        result.put("rounds", ROUNDS);
        result.put("medianTilesPerCpuSecond", median(cpu));
        result.put("medianTilesPerWallSecond", median(wall));
        result.put("roundsTilesPerCpuSecond", rounded(cpu));
        result.put("roundsTilesPerWallSecond", rounded(wall));
        result.put("layoutAllTypesCpuSeconds", Math.round(layoutSeconds * 100) / 100.0);
        result.put("availableProcessors", Runtime.getRuntime().availableProcessors());
        result.put("systemLoadAverage", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        result.put("java", System.getProperty("java.version"));
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(out.toFile(), result);
        log.println("render bench: median " + result.get("medianTilesPerCpuSecond") + " tiles per CPU second ("
                + result.get("medianTilesPerWallSecond") + " per wall second) at " + SIZE + " px; wrote " + out);
        return result;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return Math.round(sorted[sorted.length / 2] * 10) / 10.0;
    }

    private static double[] rounded(double[] values) {
        return Arrays.stream(values).map(v -> Math.round(v * 10) / 10.0).toArray();
    }

    private static int round(TileRenderer renderer, List<TileType> tiles, List<TileStyle> styles, long seed) {
        int painted = 0;
        for (int i = 0; i < tiles.size(); i++) {
            for (Rotation rotation : Rotation.values()) {
                Mat image = renderer.render(tiles.get(i), rotation, SIZE, seed * 1000 + i, styles.get(i));
                image.release();
                painted++;
            }
        }
        return painted;
    }
}
