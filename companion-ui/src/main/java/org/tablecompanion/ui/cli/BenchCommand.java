package org.tablecompanion.ui.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tablecompanion.engine.bench.EngineBench;
import org.tablecompanion.engine.hg.HgBench;
import org.tablecompanion.samples.render.RenderBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code companion bench TARGET}: runs a benchmark (not a test) and writes its figures to bench/. */
@Command(name = "bench",
        mixinStandardHelpOptions = true,
        description = {"Runs a benchmark and writes its figures to bench/<target>.json.",
            "Targets: engine (replay + final score of random games, scoring random boards);",
            "hg (Hunters & Gatherers games beside base games, measured the same way);",
            "render (tiles painted per second at 256 px)."})
public final class BenchCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "TARGET", description = "what to measure: engine, hg, render")
    private String target;

    @Option(names = "--out", paramLabel = "FILE", description = "where to write (default bench/<target>.json)")
    private Path out;

    @Option(names = "--rounds", paramLabel = "N", defaultValue = "7", description = "measured rounds (median kept)")
    private int rounds;

    @Option(names = "--games", paramLabel = "N", defaultValue = "200", description = "games per round")
    private int games;

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws java.io.IOException {
        if (!"engine".equals(target) && !"hg".equals(target) && !"render".equals(target)) {
            throw new UserInputException("unknown benchmark '" + target + "' (known: engine, hg, render)");
        }
        if (rounds < 1 || games < 1) {
            throw new UserInputException("--rounds and --games must be at least 1");
        }
        Path file = out == null ? Path.of("bench", target + ".json") : out;
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        PrintStream logStream = new PrintStream(log, true, StandardCharsets.UTF_8);
        if ("render".equals(target)) {
            RenderBench.run(file, logStream);
        } else if ("hg".equals(target)) {
            HgBench.run(new HgBench.Options(file, rounds, games), logStream);
        } else {
            EngineBench.run(new EngineBench.Options(file, rounds, games), logStream);
        }
        spec.commandLine().getOut().print(log.toString(StandardCharsets.UTF_8));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
