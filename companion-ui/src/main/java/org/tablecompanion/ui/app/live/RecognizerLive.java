package org.tablecompanion.ui.app.live;

import java.util.Optional;
import org.opencv.core.Mat;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.RecognizerSettings;
import org.tablecompanion.recognizer.source.Frame;
import org.tablecompanion.recognizer.source.FrameSource;
import org.tablecompanion.recognizer.source.FrameSources;
import org.tablecompanion.recognizer.source.SourceOptions;
import org.tablecompanion.recognizer.tracker.TrackerSettings;

/**
 * The recognizer's frame sources and tracker behind the live view: a camera at the chosen
 * resolution, a folder of frames, an .avi file, or the bundled sample sequence; the tracker reads
 * with the game's catalogs and the players' appearance pack if one was chosen.
 */
public final class RecognizerLive implements LiveOpeners {

    @Override
    public Frames frames(LiveSetup setup) {
        FrameSource source;
        String name;
        if (setup.source() instanceof SourceChoice.Camera c) {
            source = FrameSources.open(c.spec(), new SourceOptions(c.width(), c.height(),
                    Math.max(setup.framesPerSecond(), 5)));
            name = "";
        } else if (setup.source() instanceof SourceChoice.Sample s) {
            org.tablecompanion.recognizer.source.FolderSource folder = FrameSources.bundledSample(s.game());
            source = folder;
            name = "bundled sample game " + s.game() + ", replayed from its " + folder.files().size() + " frames";
        } else {
            source = FrameSources.open(setup.source().spec(), SourceOptions.defaults());
            name = "";
        }
        String described = name;
        return new Frames() {
            @Override
            public Optional<Mat> next() {
                return source.next().map(Frame::image);
            }

            @Override
            public String describe() {
                return described.isEmpty() ? source.describe() : described;
            }

            @Override
            public void close() {
                source.close();
            }
        };
    }

    /**
     * What the recognizer is told for a game: its catalogs, the chosen pack, the table's calibration
     * (frames undistorted and white-balanced, figure colours learned) and, without a pack, the packs
     * the calibration names.
     */
    public static RecognizerSettings settings(java.util.List<String> catalogs, Optional<java.nio.file.Path> pack,
                                              Optional<java.nio.file.Path> calibration) {
        return org.tablecompanion.ui.cli.RecognizerOptions.settings(String.join("+", catalogs), pack, calibration, false);
    }

    /**
     * What the recognizer is told in a live view: as {@link #settings(java.util.List, Optional, Optional)},
     * and for the bundled sample without a pack the renderer's prints, which its frames were painted
     * with (its players' own pack, as {@code companion track} uses).
     */
    public static RecognizerSettings settings(LiveSetup setup, java.util.List<String> catalogs) {
        RecognizerSettings recognizer = settings(catalogs, setup.pack(), setup.calibration());
        if (recognizer.pack().isEmpty() && setup.source() instanceof SourceChoice.Sample) {
            RecognizerSettings withPack = new RecognizerSettings(recognizer.catalogIds(), recognizer.catalog(),
                    Optional.of(org.tablecompanion.ui.track.RenderedPack.of(recognizer.catalog())), false);
            recognizer = recognizer.calibration().map(withPack::withCalibration).orElse(withPack);
        }
        return recognizer;
    }

    @Override
    public Tracking tracking(LiveSetup setup, GameRecord game) {
        return tracking(setup, game, Optional.empty());
    }

    @Override
    public Tracking tracking(LiveSetup setup, GameRecord game, Optional<java.nio.file.Path> record) {
        RecognizerSettings recognizer = settings(setup, game.catalogs());
        TrackerSettings settings = setup.source() instanceof SourceChoice.Camera
                ? TrackerSettings.forCamera(recognizer, Optional.empty())
                : TrackerSettings.forStills(recognizer, Optional.empty());
        // The window autosaves every change itself: the tracker keeps only its memory beside that file.
        return new TrackerTracking(record.map(settings::keepingMemoryBeside).orElse(settings), GameRecords.replay(game));
    }
}
