package org.tablecompanion.recognizer.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.videoio.VideoWriter;
import org.tablecompanion.recognizer.OpenCvNative;

class FrameSourcesTest {

    @Test
    void anMjpegAviOfSampleFramesReadsBackFrameByFrame(@TempDir Path dir) {
        OpenCvNative.load();
        List<Path> frames = FolderSource.open(FrameSources.sampleFolder("base")).files().subList(0, 4);
        Path avi = dir.resolve("game.avi");
        Mat first = Imgcodecs.imread(frames.get(0).toString());
        VideoWriter w = new VideoWriter(avi.toString(), VideoWriter.fourcc('M', 'J', 'P', 'G'), 5,
                new Size(first.cols(), first.rows()));
        assertTrue(w.isOpened(), "OpenCV writes MJPEG AVI without ffmpeg");
        for (Path f : frames) {
            Mat m = Imgcodecs.imread(f.toString());
            w.write(m);
            m.release();
        }
        w.release();
        try (FrameSource s = FrameSources.open(avi.toString(), SourceOptions.defaults())) {
            assertTrue(s instanceof VideoFileSource, s.describe());
            int n = 0;
            for (Optional<Frame> f = s.next(); f.isPresent(); f = s.next()) {
                Mat original = Imgcodecs.imread(frames.get(n).toString());
                Mat d = new Mat();
                Core.absdiff(original, f.get().image(), d);
                // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by
                // its finalizer mid-call.
                original.release();
                double mean = Core.mean(d).val[0];
                d.release();
                assertTrue(mean < 6, "frame " + n + " differs by " + mean);
                assertEquals(n, f.get().index());
                n++;
            }
            assertEquals(frames.size(), n);
        }
        first.release();
    }

    @Test
    void aFolderGivesItsPicturesInNameOrder() {
        try (FrameSource s = FrameSources.open(FrameSources.sampleFolder("base").toString(), SourceOptions.defaults())) {
            assertTrue(s.describe().contains("187 frames") || s.describe().contains("frames"), s.describe());
            assertEquals("frame-000.jpg", s.next().orElseThrow().name());
            assertEquals("frame-001.jpg", s.next().orElseThrow().name());
        }
    }

    @Test
    void theSampleIsFoundInTheLaunchersRepositoryWhenCalledFromOutsideIt(@TempDir Path elsewhere) {
        Path inRepository = FrameSources.sampleFolder("base");
        Path home = inRepository.getParent().getParent().getParent().getParent();
        assertEquals(inRepository, FrameSources.sampleFolder("base", elsewhere, home.toString()));
    }

    @Test
    void aSampleNotFoundFromOutsideTheRepositoryIsOneLine(@TempDir Path elsewhere) {
        SourceException e = assertThrows(SourceException.class,
                () -> FrameSources.sampleFolder("base", elsewhere, null));
        assertTrue(e.getMessage().contains("not found"), e.getMessage());
    }

    @Test
    void aMissingFolderIsOneLine() {
        SourceException e = assertThrows(SourceException.class, () -> FrameSources.open("/no/such/folder",
                SourceOptions.defaults()));
        assertEquals("source '/no/such/folder': no such folder or video file", e.getMessage());
    }

    @Test
    void anUnreadableAviIsOneLine(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("broken.avi");
        Files.writeString(bad, "not a video");
        SourceException e = assertThrows(SourceException.class, () -> FrameSources.open(bad.toString(),
                SourceOptions.defaults()));
        assertTrue(e.getMessage().startsWith("cannot read video"), e.getMessage());
    }

    @Test
    void aCameraThatIsNotThereIsOneLine() {
        SourceException e = assertThrows(SourceException.class, () -> FrameSources.open("camera:9",
                SourceOptions.defaults()));
        assertTrue(e.getMessage().contains("no camera 9") || e.getMessage().contains("cannot open camera 9"), e.getMessage());
    }

    @Test
    void theBundledSamplesAreFolders() {
        try (FrameSource s = FrameSources.open("sample:hg", SourceOptions.defaults())) {
            assertTrue(s instanceof FolderSource);
        }
        assertThrows(SourceException.class, () -> FrameSources.bundledSample("chess"));
    }
}
