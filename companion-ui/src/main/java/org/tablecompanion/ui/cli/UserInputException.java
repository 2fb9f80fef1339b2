package org.tablecompanion.ui.cli;

/** Input the user can fix; the message is shown as it is, on one line. */
public final class UserInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UserInputException(String message) {
        super(message);
    }

    public UserInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
