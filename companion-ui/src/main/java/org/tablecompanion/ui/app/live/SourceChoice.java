package org.tablecompanion.ui.app.live;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** Where the live view reads the table from, as chosen in game setup or on the command line. */
public sealed interface SourceChoice {

    /** The source as the recognizer's frame sources spell it ({@code camera:0}, a folder, an .avi). */
    String spec();

    /** The choice in words, for the setup pane and the live view. */
    String label();

    /** The committed sample sequence of a filmed game ("base" or "hg"), replayed as if filmed: no camera needed. */
    record Sample(String game) implements SourceChoice {
        @Override
        public String spec() {
            return "sample:" + game;
        }

        @Override
        public String label() {
            return "bundled sample game (" + game + ", no camera)";
        }
    }

    /** A webcam by its index, at a requested resolution. */
    record Camera(int index, int width, int height) implements SourceChoice {
        @Override
        public String spec() {
            return "camera:" + index;
        }

        @Override
        public String label() {
            return "camera " + index + " (" + width + "x" + height + ")";
        }
    }

    /** A folder of .jpg/.png frames, read in name order. */
    record Folder(Path folder) implements SourceChoice {
        @Override
        public String spec() {
            return folder.toString();
        }

        @Override
        public String label() {
            return "folder " + folder;
        }
    }

    /** An MJPEG .avi file. */
    record VideoFile(Path file) implements SourceChoice {
        @Override
        public String spec() {
            return file.toString();
        }

        @Override
        public String label() {
            return "video " + file;
        }
    }

    /**
     * Reads a command line's {@code --source}: {@code sample}, {@code sample:hg}, {@code camera},
     * {@code camera:N}, a folder or an .avi file.
     *
     * @throws IllegalArgumentException naming the text when it is none of these
     */
    static SourceChoice parse(String text, int width, int height) {
        String t = text.trim();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.equals("sample") || lower.equals("sample:base")) {
            return new Sample("base");
        }
        if (lower.equals("sample:hg")) {
            return new Sample("hg");
        }
        if (lower.equals("camera")) {
            return new Camera(0, width, height);
        }
        if (lower.startsWith("camera:")) {
            try {
                int index = Integer.parseInt(t.substring("camera:".length()));
                if (index < 0) {
                    throw new NumberFormatException();
                }
                return new Camera(index, width, height);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--source " + t + ": the camera index must be a number 0 or more");
            }
        }
        Path p = Path.of(t);
        if (Files.isDirectory(p)) {
            return new Folder(p);
        }
        if (lower.endsWith(".avi")) {
            if (!Files.isRegularFile(p)) {
                throw new IllegalArgumentException("--source " + t + ": no such video file");
            }
            return new VideoFile(p);
        }
        throw new IllegalArgumentException("--source " + t
                + ": expected sample, sample:hg, camera, camera:N, a folder of frames or an .avi file");
    }
}
