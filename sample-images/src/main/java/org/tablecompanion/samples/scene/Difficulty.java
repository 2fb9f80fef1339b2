package org.tablecompanion.samples.scene;

import java.util.Locale;

/** Named difficulty levels, so that a benchmark on "hard" means the same scenes everywhere. */
public enum Difficulty {
    EASY(DifficultyRanges.EASY),
    DEFAULT(DifficultyRanges.DEFAULT),
    HARD(DifficultyRanges.HARD);

    private final DifficultyRanges ranges;

    Difficulty(DifficultyRanges ranges) {
        this.ranges = ranges;
    }

    public DifficultyRanges ranges() {
        return ranges;
    }

    /** The lower-case name used in file names, JSON and on the command line. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads {@code easy}, {@code default} or {@code hard} (any case). */
    public static Difficulty parse(String text) {
        for (Difficulty d : values()) {
            if (d.label().equalsIgnoreCase(text.trim())) {
                return d;
            }
        }
        throw new IllegalArgumentException("unknown difficulty '" + text + "' (use easy, default or hard)");
    }
}
