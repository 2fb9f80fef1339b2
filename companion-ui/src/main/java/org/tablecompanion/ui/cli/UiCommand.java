package org.tablecompanion.ui.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tablecompanion.ui.app.CompanionLauncher;
import org.tablecompanion.ui.app.CompanionOptions;
import org.tablecompanion.ui.app.live.LiveSetup;
import org.tablecompanion.ui.app.live.SourceChoice;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code companion ui [RECORD] [--catalog ..] [--no-window]}: the JavaFX companion. */
@Command(name = "ui",
        mixinStandardHelpOptions = true,
        description = {
            "Opens the companion window on a game record (the bundled sample base game if none is given):",
            "the board with closed features, scores, the final scoring if the game ended now, turn by turn,",
            "with corrections, undo and autosave. Without a display it prints the score breakdown instead."})
public final class UiCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "RECORD",
            description = "A game record (tablecompanion-record/1) to open.")
    private Path record;

    @Option(names = "--catalog", paramLabel = "CATALOGS",
            description = "Catalogs to use instead of the record's own: base, base+river, hg-2020 or catalog files joined with +.")
    private String catalog;

    @Option(names = "--no-window", description = "Print the score breakdown as text even when a display is there.")
    private boolean noWindow;

    @Option(names = "--source", paramLabel = "SOURCE",
            description = "Track the table live: sample (the bundled game replayed from its frames), sample:hg, camera, "
                    + "camera:N, a folder of frames or an .avi file. A new game starts unless RECORD is given.")
    private String source;

    @Option(names = "--resolution", paramLabel = "WxH", defaultValue = "1920x1080",
            description = "Camera resolution to ask for (default 1920x1080).")
    private String resolution;

    @Option(names = "--fps", paramLabel = "N", defaultValue = "3",
            description = "Feed at most N frames a second to the tracker (default 3: a replay people can watch).")
    private double fps;

    @Option(names = "--pack", paramLabel = "DIR", description = "Appearance pack of your own tiles (companion teach).")
    private Path pack;

    @Option(names = "--calibration", paramLabel = "FILE", description = "Calibration file of your table (companion calibrate).")
    private Path calibration;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Optional<LiveSetup> live = Optional.empty();
        if (source != null) {
            int[] wh = CompanionOptions.resolution(resolution);
            if (pack != null && !java.nio.file.Files.isDirectory(pack)) {
                throw new UserInputException("--pack " + pack + ": no such folder");
            }
            if (calibration != null && !java.nio.file.Files.isRegularFile(calibration)) {
                throw new UserInputException("--calibration " + calibration + ": no such file");
            }
            live = Optional.of(new LiveSetup(SourceChoice.parse(source, wh[0], wh[1]), Optional.ofNullable(calibration),
                    Optional.ofNullable(pack), fps, 0));
        }
        CompanionOptions options = new CompanionOptions(Optional.ofNullable(record), Optional.ofNullable(catalog),
                CompanionOptions.defaultHome(), noWindow, live);
        return CompanionLauncher.start(options, spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
