package org.tablecompanion.ui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablecompanion.recognizer.OpenCvNative;
import org.tablecompanion.recognizer.bench.BenchReport;
import picocli.CommandLine;

/**
 * The benchmark's boards composed of the real H&amp;G scans (the team's shared folder beside the
 * repository; skipped on a clone without it). Seed 8000's second board drew stray lines into the
 * lattice's fit until its map fell flat onto a line, and the whole read ended in "singular
 * homography": a frame the companion could meet at the table.
 */
class RealScanBoardsTest {

    @Test
    void aBoardWhoseStrayLinesFlattenTheLatticeFitIsStillRead() {
        Optional<Path> scans = scans();
        assumeTrue(scans.isPresent(), "shared/real-tiles/hg-2020-scans not found beside the repository");
        OpenCvNative.load();
        RecognizerBenchCommand bench = new RecognizerBenchCommand();
        new CommandLine(bench).parseArgs("--seed", "8000");
        BenchReport.RealTiles read = bench.scannedBoards(scans.get(), new PrintWriter(Writer.nullWriter()));
        // Three boards of 6 by 8, every tile compared.
        assertEquals(144, read.items());
    }

    private static Optional<Path> scans() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path here = p.resolve("shared").resolve("real-tiles").resolve("hg-2020-scans");
            if (Files.isDirectory(here)) {
                return Optional.of(here);
            }
        }
        return Optional.empty();
    }
}
