package org.tablecompanion.ui.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import picocli.CommandLine;

/**
 * Turns any exception that escapes a subcommand into one line for the user: never a bare stack
 * trace. Exceptions the user can fix (bad files, unknown ids) exit with 2, anything else with 1.
 */
final class OneLineErrors implements CommandLine.IExecutionExceptionHandler {

    @Override
    public int handleExecutionException(Exception ex, CommandLine cli, CommandLine.ParseResult parseResult) {
        boolean userCanFix = isUserInput(ex);
        String message = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
        cli.getErr().println("companion " + cli.getCommandName() + ": " + oneLine(message));
        if (!userCanFix && System.getenv("COMPANION_DEBUG") != null) {
            ex.printStackTrace(cli.getErr());
        }
        return userCanFix ? CompanionCli.EXIT_BAD_INPUT : CompanionCli.EXIT_INTERNAL;
    }

    private static boolean isUserInput(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof UserInputException || t instanceof IllegalArgumentException
                    || t instanceof IOException || t instanceof UncheckedIOException) {
                return true;
            }
            String pkg = t.getClass().getPackageName();
            if (pkg.startsWith("org.tablecompanion") && t.getClass().getSimpleName().endsWith("InputException")) {
                return true;
            }
        }
        return false;
    }

    static String oneLine(String message) {
        return message.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }
}
