package org.tablecompanion.engine;

/**
 * Input that cannot be right: a malformed file, an unknown tile id, a physically impossible board
 * (two tiles on one square). The message is one line that says what and where, for the user.
 * Rule breaks that are merely illegal are not this: those become warnings (observed mode).
 */
public class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
