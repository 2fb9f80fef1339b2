package org.tablecompanion.ui.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code companion} command. Every subcommand turns bad input into one line on standard
 * error and a non-zero exit code: 2 for bad input, 1 for an internal failure.
 */
@Command(name = "companion",
        mixinStandardHelpOptions = true,
        version = "companion 0.1.0",
        description = {"The Carcassonne table companion: scores games, renders and recognizes boards.",
            "With no command it opens the companion window on the bundled sample game."},
        subcommands = {
            CommandLine.HelpCommand.class,
            ScoreCommand.class,
            BenchCommand.class,
            SamplesCommand.class,
            UiCommand.class,
            CalibrateCommand.class,
            TeachCommand.class,
            RecognizeCommand.class,
            IdentifyCommand.class,
            EndgameCommand.class,
            RecognizerBenchCommand.class,
            TrackCommand.class,
        })
public final class CompanionCli implements java.util.concurrent.Callable<Integer> {

    /** Exit code for input the user can fix (a missing file, a malformed record, an unknown id). */
    public static final int EXIT_BAD_INPUT = 2;
    /** Exit code for a failure inside the companion itself. */
    public static final int EXIT_INTERNAL = 1;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams; returns the exit code (used by tests). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = commandLine();
        cli.setOut(out);
        cli.setErr(err);
        return cli.execute(args);
    }

    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new CompanionCli());
        cli.setExecutionExceptionHandler(new OneLineErrors());
        cli.setParameterExceptionHandler((ex, args) -> {
            ex.getCommandLine().getErr().println("companion: " + ex.getMessage());
            return EXIT_BAD_INPUT;
        });
        return cli;
    }

    /** No subcommand: start the companion on the bundled sample game (text if there is no display). */
    @Override
    public Integer call() {
        return org.tablecompanion.ui.app.CompanionLauncher.start(org.tablecompanion.ui.app.CompanionOptions.defaults(),
                spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
