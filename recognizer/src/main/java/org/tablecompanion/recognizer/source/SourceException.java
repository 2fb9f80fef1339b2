package org.tablecompanion.recognizer.source;

/** A source that cannot give frames (no camera, a camera unplugged, a file that cannot be read): one line. */
public final class SourceException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public SourceException(String message) {
        super(message);
    }
}
