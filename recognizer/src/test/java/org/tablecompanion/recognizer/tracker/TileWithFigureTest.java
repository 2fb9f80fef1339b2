package org.tablecompanion.recognizer.tracker;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.recognizer.source.FolderSource;
import org.tablecompanion.samples.sequence.SequenceFiles;
import org.tablecompanion.samples.sequence.truth.SequenceTruth;

/** A player who sets tile and figure in one go: no still frame shows the tile alone. */
class TileWithFigureTest {

    @Test
    void aFigureSetWithItsTileIsReadOrAskedAboutNeverMadeUp() {
        GameRecord truth = SampleReplays.truth("base");
        Catalog catalog = GameRecords.catalog(truth.catalogs());
        List<String> truthEvents = CanonicalRecord.of(truth.events(), catalog);
        SequenceTruth seq = SequenceFiles.read(SampleReplays.folder("base"));
        Tracker tracker = SampleReplays.onSetUpTable(truth);
        List<Path> files;
        try (FolderSource s = FolderSource.open(SampleReplays.folder("base"))) {
            files = s.files();
        }
        int skipped = 0;
        List<Question> questions = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            boolean tileThenFigure = seq.frames().get(i).kind().equals("tile") && i + 1 < files.size()
                    && seq.frames().get(i + 1).kind().equals("figure");
            if (tileThenFigure && i > 0) {
                skipped++;
                continue;
            }
            Mat m = Imgcodecs.imread(files.get(i).toString());
            TrackerUpdate u = tracker.offer(m);
            m.release();
            if (u.question().isPresent() && u.question().get().kind() != QuestionKind.HAND_IN_VIEW) {
                questions.add(u.question().get());
                tracker.answer(u.question().get().id(), CanonicalRecord.playersAnswer(u.question().get(),
                        tracker.game(), truthEvents, catalog));
            }
        }
        List<String> read = CanonicalRecord.of(tracker.game().events(), catalog);
        assertTrue(skipped >= 8, "frames skipped " + skipped);
        // Every event read is one the players made, in their order (a figure that does not stand
        // out from its tile's picture, a red meeple in a red-roofed city, may be missed).
        int at = 0;
        for (String e : read) {
            while (at < truthEvents.size() && !truthEvents.get(at).equals(e)) {
                at++;
            }
            assertTrue(at < truthEvents.size(), "not in the game: " + e);
            at++;
        }
        long figures = read.stream().filter(e -> e.startsWith("FigurePlaced")).count();
        assertTrue(figures >= 4, read.toString());
    }
}
