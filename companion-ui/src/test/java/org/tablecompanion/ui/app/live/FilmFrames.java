package org.tablecompanion.ui.app.live;

import java.util.Optional;
import org.opencv.core.Mat;
import org.tablecompanion.samples.sequence.FilmedSequence;

/** The frames of a game filmed in memory (sample-images' anomaly films), as a live source. */
public final class FilmFrames implements Frames {

    private final FilmedSequence film;
    private final String name;
    private int next;

    public FilmFrames(FilmedSequence film, String name) {
        this.film = film;
        this.name = name;
    }

    @Override
    public Optional<Mat> next() {
        return next < film.size() ? Optional.of(film.decode(next++)) : Optional.empty();
    }

    @Override
    public String describe() {
        return name + " (" + film.size() + " frames)";
    }

    @Override
    public void close() {
        next = film.size();
    }
}
