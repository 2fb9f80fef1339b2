package org.tablecompanion.recognizer.pipeline;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * What one run of the pipeline did, stage by stage: how long each stage took and, when asked
 * for, the picture each stage leaves behind (the way a vision pipeline keeps every stage's result
 * by name), so a miss can be explained. Owned by one run; not shared between threads.
 */
public final class StageLog {

    private final boolean keepImages;
    private final Map<String, Double> millis = new LinkedHashMap<>();
    private final Map<String, Mat> images = new LinkedHashMap<>();
    /** Copies of the pictures as they stood after each reading tried, by reading ({@link #remember}). */
    private final Map<Object, Map<String, Mat>> remembered = new java.util.IdentityHashMap<>();

    public StageLog(boolean keepImages) {
        this.keepImages = keepImages;
    }

    public boolean keepsImages() {
        return keepImages;
    }

    /** Runs one stage and records its time under its name. */
    public <T> T time(String stage, Supplier<T> work) {
        long start = System.nanoTime();
        try {
            return work.get();
        } finally {
            millis.merge(stage, (System.nanoTime() - start) / 1e6, Double::sum);
        }
    }

    /** Keeps a stage's picture (drawn only when pictures are kept). */
    public void image(String name, Supplier<Mat> picture) {
        if (keepImages) {
            keep(name, picture.get());
        }
    }

    /** Keeps a picture under its stage's name, freeing the one it replaces. */
    private void keep(String name, Mat picture) {
        Mat old = images.put(name, picture);
        if (old != null) {
            old.release();
        }
    }

    /** Milliseconds per stage, in the order the stages ran. */
    public Map<String, Double> timings() {
        Map<String, Double> rounded = new LinkedHashMap<>();
        millis.forEach((k, v) -> rounded.put(k, Math.round(v * 10) / 10.0));
        return Collections.unmodifiableMap(rounded);
    }

    public double totalMillis() {
        return millis.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    /** The kept pictures by name, in stage order. */
    public Map<String, Mat> images() {
        return Collections.unmodifiableMap(images);
    }

    /** Writes every kept picture as {@code NN-name.png} into the folder. */
    public void saveImages(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + dir, e);
        }
        int n = 1;
        for (Map.Entry<String, Mat> e : images.entrySet()) {
            Path file = dir.resolve(String.format("%02d-%s.png", n++, e.getKey()));
            if (!Imgcodecs.imwrite(file.toString(), e.getValue())) {
                throw new UncheckedIOException(new IOException("cannot write " + file));
            }
        }
    }

    /**
     * Keeps a copy of the pictures as they stand under {@code key} (kept only when pictures are):
     * a frame is read on several lattices, each reading drawing its stages' pictures over the
     * last one's, so the pictures of the reading chosen are put back by {@link #recall}.
     */
    public void remember(Object key) {
        if (keepImages) {
            Map<String, Mat> copy = new LinkedHashMap<>();
            images.forEach((name, picture) -> copy.put(name, picture.clone()));
            Map<String, Mat> old = remembered.put(key, copy);
            if (old != null) {
                old.values().forEach(Mat::release);
            }
        }
    }

    /**
     * Puts back the pictures {@link #remember}ed under {@code key} (those drawn since under other
     * names stay), and frees every copy kept.
     */
    public void recall(Object key) {
        Map<String, Mat> copy = remembered.remove(key);
        if (copy != null) {
            copy.forEach(this::keep);
        }
        forget();
    }

    private void forget() {
        remembered.values().forEach(copy -> copy.values().forEach(Mat::release));
        remembered.clear();
    }

    /** Frees the kept pictures. */
    public void release() {
        images.values().forEach(Mat::release);
        images.clear();
        forget();
    }
}
