package org.tablecompanion.calibration.file;

/**
 * Input the user can fix: a calibration file that does not read, too few board views, markers
 * not found, a pack folder with a stray picture. The message is one line naming what and where.
 */
public class CalibrationInputException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public CalibrationInputException(String message) {
        super(message);
    }

    public CalibrationInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
