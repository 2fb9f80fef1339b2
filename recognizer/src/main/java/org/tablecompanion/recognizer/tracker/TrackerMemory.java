package org.tablecompanion.recognizer.tracker;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;

/**
 * What the tracker knows beyond the game record, format {@value #FORMAT}: where every tile lies
 * in the camera's picture and which figures still stand on the table. Saved next to the record
 * ({@code game.json} -> {@code game.tracker.json}) so a restarted tracker finds the board again.
 *
 * @param format always {@value #FORMAT}
 * @param width frame width the corners are in
 * @param height frame height
 * @param tiles every tile's corners (north-west, north-east, south-east, south-west), pixels
 * @param standing figures on the table (a scored figure stays until it is seen taken away)
 */
public record TrackerMemory(String format, int width, int height, List<TileCorners> tiles, List<Standing> standing) {

    public static final String FORMAT = "tablecompanion-tracker/1";

    public TrackerMemory {
        tiles = List.copyOf(tiles);
        standing = List.copyOf(standing);
    }

    /** One tile's square and its corners in the frame. */
    public record TileCorners(int x, int y, List<List<Double>> corners) {
    }

    /** One figure standing on the table. */
    public record Standing(String player, String kind, int x, int y, int feature) {
    }

    /** The memory file that goes with a record file. */
    public static Path besides(Path record) {
        String name = record.getFileName().toString();
        String stem = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        return record.resolveSibling(stem + ".tracker.json");
    }

    /** The picture of the still table that goes with a record file ({@code game.tracker.jpg}). */
    public static Path pictureBesides(Path record) {
        String name = record.getFileName().toString();
        String stem = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        return record.resolveSibling(stem + ".tracker.jpg");
    }

    /**
     * A game reopened from {@code opened} is autosaved to another file, {@code saved}: the memory and
     * the still table's picture of the opened record go with it, so the tracker resumes there. Copies
     * nothing when there is no memory or both are the same file.
     */
    public static void carry(Path opened, Path saved) {
        if (opened.toAbsolutePath().equals(saved.toAbsolutePath()) || !Files.isRegularFile(besides(opened))) {
            return;
        }
        copyAtomically(besides(opened), besides(saved));
        if (Files.isRegularFile(pictureBesides(opened))) {
            copyAtomically(pictureBesides(opened), pictureBesides(saved));
        }
    }

    private static void copyAtomically(Path from, Path to) {
        try {
            Path dir = to.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, to.getFileName().toString(), ".tmp");
            Files.copy(from, tmp, StandardCopyOption.REPLACE_EXISTING);
            Files.move(tmp, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy " + from + " to " + to + ": " + e.getMessage(), e);
        }
    }

    static Optional<TrackerMemory> read(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            TrackerMemory m = new ObjectMapper().readValue(file.toFile(), TrackerMemory.class);
            return FORMAT.equals(m.format()) ? Optional.of(m) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    void write(Path file) {
        try {
            writeAtomically(file, new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(this));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** Writes a temporary file in the same folder, then moves it over the target in one step. */
    static void writeAtomically(Path file, String text) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
            Files.writeString(tmp, text);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
