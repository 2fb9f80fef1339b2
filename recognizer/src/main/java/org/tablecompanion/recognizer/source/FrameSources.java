package org.tablecompanion.recognizer.source;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** Opens a source from the words a user types. */
public final class FrameSources {

    /** Where the committed sample games are filmed, relative to the repository root. */
    public static final Path SAMPLE_SEQUENCES = Path.of("sample-images", "scenes", "sequences");

    private FrameSources() {
    }

    /**
     * Opens {@code camera} / {@code camera:N} (a V4L2 webcam), a folder of .jpg/.png frames, or a
     * video file (.avi, MJPEG).
     *
     * @throws SourceException naming the spec when it cannot be opened
     */
    public static FrameSource open(String spec, SourceOptions options) {
        if (spec == null || spec.isBlank()) {
            throw new SourceException("no source given (camera, camera:N, a folder of frames or an .avi file)");
        }
        String s = spec.trim();
        if (s.equals("camera")) {
            return CameraSource.open(0, options);
        }
        if (s.startsWith("camera:")) {
            String n = s.substring("camera:".length());
            try {
                return CameraSource.open(Integer.parseInt(n), options);
            } catch (NumberFormatException e) {
                throw new SourceException("source '" + spec + "': camera number '" + n + "' is not a number");
            }
        }
        if (s.startsWith("sample:")) {
            return bundledSample(s.substring("sample:".length()));
        }
        Path p = Path.of(s);
        if (Files.isDirectory(p)) {
            return FolderSource.open(p);
        }
        String lower = s.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".avi") || lower.endsWith(".mjpg") || lower.endsWith(".mjpeg") || lower.endsWith(".mp4")) {
            return VideoFileSource.open(p);
        }
        if (!Files.exists(p)) {
            throw new SourceException("source '" + spec + "': no such folder or video file");
        }
        throw new SourceException("source '" + spec + "': not a folder of frames or an .avi file");
    }

    /**
     * The committed sample game ("base" or "hg") as filmed frames: the folder under
     * {@link #SAMPLE_SEQUENCES}, looked for from the working directory upwards.
     */
    public static FolderSource bundledSample(String game) {
        return FolderSource.open(sampleFolder(game));
    }

    /**
     * Where the launcher says the repository is ({@code -Dtablecompanion.home}): the companion runs
     * in the directory it was called from, which need not be inside the repository.
     */
    public static final String HOME_PROPERTY = "tablecompanion.home";

    /**
     * The folder of a committed sample game ("base" or "hg"): looked for from the working
     * directory upwards, then in the repository the launcher names.
     */
    public static Path sampleFolder(String game) {
        return sampleFolder(game, Path.of("").toAbsolutePath(), System.getProperty(HOME_PROPERTY));
    }

    /** The sample's folder looked for from {@code start} upwards, then in {@code home} (may be null). */
    static Path sampleFolder(String game, Path start, String home) {
        if (!game.equals("base") && !game.equals("hg")) {
            throw new SourceException("no sample game '" + game + "' (base or hg)");
        }
        Path dir = start;
        while (dir != null) {
            Path candidate = dir.resolve(SAMPLE_SEQUENCES).resolve(game);
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
            dir = dir.getParent();
        }
        if (home != null && Files.isDirectory(Path.of(home).resolve(SAMPLE_SEQUENCES).resolve(game))) {
            return Path.of(home).resolve(SAMPLE_SEQUENCES).resolve(game);
        }
        throw new SourceException("sample game '" + game + "' not found (" + SAMPLE_SEQUENCES.resolve(game)
                + " under the working directory or above)");
    }
}
