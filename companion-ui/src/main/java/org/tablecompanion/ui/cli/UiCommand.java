package org.tablecompanion.ui.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tablecompanion.ui.app.CompanionLauncher;
import org.tablecompanion.ui.app.CompanionOptions;
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

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        CompanionOptions options = new CompanionOptions(Optional.ofNullable(record), Optional.ofNullable(catalog),
                CompanionOptions.defaultHome(), noWindow);
        return CompanionLauncher.start(options, spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
