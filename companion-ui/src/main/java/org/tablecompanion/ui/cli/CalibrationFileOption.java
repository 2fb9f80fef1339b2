package org.tablecompanion.ui.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.tablecompanion.calibration.file.CalibrationFiles;
import org.tablecompanion.calibration.file.TableCalibration;
import picocli.CommandLine.Option;

/** {@code -c FILE}: the table's calibration file that a calibrate or teach step reads and writes. */
final class CalibrationFileOption {

    static final String DEFAULT_FILE = "calibration.json";

    @Option(names = {"-c", "--calibration"}, paramLabel = "FILE", defaultValue = DEFAULT_FILE,
            description = "the table's calibration file (default: calibration.json)")
    private Path file;

    Path file() {
        return file;
    }

    /** The calibration so far, or an empty one when the file does not exist yet. */
    TableCalibration existing() {
        return Files.exists(file) ? CalibrationFiles.read(file) : TableCalibration.empty();
    }

    /** The calibration, which must be there. */
    TableCalibration read() {
        return CalibrationFiles.read(file);
    }
}
