package org.tablecompanion.recognizer.source;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.recognizer.OpenCvNative;

/** The .jpg/.png pictures of a folder, in name order (frame-000.jpg, frame-001.jpg, ...). */
public final class FolderSource implements FrameSource {

    private final Path folder;
    private final List<Path> files;
    private int next;

    private FolderSource(Path folder, List<Path> files) {
        this.folder = folder;
        this.files = files;
    }

    /** Opens a folder; a missing folder or one without pictures is a {@link SourceException}. */
    public static FolderSource open(Path folder) {
        OpenCvNative.load();
        if (!Files.isDirectory(folder)) {
            throw new SourceException("no folder " + folder);
        }
        try (Stream<Path> list = Files.list(folder)) {
            List<Path> files = list.filter(FolderSource::isPicture).sorted().toList();
            if (files.isEmpty()) {
                throw new SourceException("folder " + folder + " holds no .jpg or .png frames");
            }
            return new FolderSource(folder, files);
        } catch (IOException e) {
            throw new SourceException("cannot list folder " + folder + ": " + e.getMessage());
        }
    }

    private static boolean isPicture(Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return Files.isRegularFile(p) && (n.endsWith(".jpg") || n.endsWith(".jpeg") || n.endsWith(".png"));
    }

    /** The pictures, in the order they are given. */
    public List<Path> files() {
        return files;
    }

    @Override
    public Optional<Frame> next() {
        if (next >= files.size()) {
            return Optional.empty();
        }
        Path file = files.get(next);
        Mat image = Imgcodecs.imread(file.toString(), Imgcodecs.IMREAD_COLOR);
        if (image.empty()) {
            throw new SourceException("cannot read frame " + file);
        }
        return Optional.of(new Frame(image, next++, file.getFileName().toString()));
    }

    @Override
    public String describe() {
        return "folder " + folder + " (" + files.size() + " frames)";
    }

    @Override
    public void close() {
        next = files.size();
    }
}
