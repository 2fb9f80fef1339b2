package org.tablecompanion.calibration.file;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.UnaryOperator;

/**
 * Reads and writes calibration files ({@value TableCalibration#FORMAT}).
 *
 * <p>Writing never loses anything: the new file is written beside the old one and moved over it
 * in one step, the previous version is kept as {@code <name>.bak}, and a file that does not read
 * as a calibration (corrupt, or from a newer companion) is never overwritten. Reading fails with
 * one line naming the file and the field.
 */
public final class CalibrationFiles {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS);

    private CalibrationFiles() {
    }

    /**
     * Reads a calibration file.
     *
     * @throws CalibrationInputException naming the file and the field when it does not read
     */
    public static TableCalibration read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new CalibrationInputException(file + ": no such calibration file");
        } catch (IOException e) {
            throw new CalibrationInputException(file + ": cannot read (" + e.getMessage() + ")", e);
        }
        return parse(text, file.toString());
    }

    /** Reads a calibration from text; {@code source} names it in errors. */
    public static TableCalibration parse(String text, String source) {
        JsonNode tree;
        try {
            tree = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            throw new CalibrationInputException(source + ": not JSON" + where + " (the file may be cut short or damaged)", e);
        }
        if (tree == null || !tree.isObject()) {
            throw new CalibrationInputException(source + ": not a calibration file (expected a JSON object)");
        }
        JsonNode format = tree.get("format");
        if (format == null || !format.isTextual()) {
            throw new CalibrationInputException(source + ": format is missing (expected \"" + TableCalibration.FORMAT + "\")");
        }
        if (!format.asText().equals(TableCalibration.FORMAT)) {
            if (format.asText().startsWith("tablecompanion-calibration/")) {
                throw new CalibrationInputException(source + ": format " + format.asText()
                        + " is not one this companion reads (it reads " + TableCalibration.FORMAT + "); update the companion");
            }
            throw new CalibrationInputException(source + ": format \"" + format.asText()
                    + "\" is not a calibration (expected \"" + TableCalibration.FORMAT + "\")");
        }
        try {
            CalibrationDocument doc = JSON.treeToValue(tree, CalibrationDocument.class);
            return doc.toCalibration();
        } catch (JsonMappingException e) {
            throw new CalibrationInputException(source + ": " + describe(e), e);
        } catch (JsonProcessingException e) {
            throw new CalibrationInputException(source + ": " + firstLine(e.getOriginalMessage()), e);
        } catch (IllegalArgumentException e) {
            throw new CalibrationInputException(source + ": " + e.getMessage(), e);
        }
    }

    /** The JSON text of a calibration. */
    public static String toJson(TableCalibration calibration) {
        try {
            return JSON.writeValueAsString(CalibrationDocument.of(calibration)) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a calibration as JSON", e);
        }
    }

    /**
     * Writes a calibration, keeping the previous file as {@code <name>.bak}.
     *
     * @throws CalibrationInputException when the file there does not read as a calibration: it is
     *         left as it is for the user to look at
     */
    public static void write(Path file, TableCalibration calibration) {
        if (Files.exists(file)) {
            try {
                read(file);
            } catch (CalibrationInputException e) {
                throw new CalibrationInputException(e.getMessage() + "; it was left untouched: move it away or fix it first", e);
            }
        }
        Path folder = file.toAbsolutePath().getParent();
        try {
            Files.createDirectories(folder);
            Path temp = Files.createTempFile(folder, "." + file.getFileName(), ".tmp");
            try {
                Files.writeString(temp, toJson(calibration), StandardCharsets.UTF_8);
                if (Files.exists(file)) {
                    Files.copy(file, backup(file), StandardCopyOption.REPLACE_EXISTING);
                }
                try {
                    Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(temp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + " (" + e.getMessage() + ")", e);
        }
    }

    /**
     * Reads the file (or starts from an empty calibration when there is none), changes one part
     * and writes it back. A file that does not read stops the update before anything is written.
     */
    public static TableCalibration update(Path file, UnaryOperator<TableCalibration> change) {
        TableCalibration before = Files.exists(file) ? read(file) : TableCalibration.empty();
        TableCalibration after = change.apply(before);
        write(file, after);
        return after;
    }

    /** Where the previous version of a calibration file is kept. */
    public static Path backup(Path file) {
        return file.resolveSibling(file.getFileName() + ".bak");
    }

    private static String describe(JsonMappingException e) {
        String field = path(e);
        Throwable cause = e.getCause();
        if (cause instanceof IllegalArgumentException && cause.getMessage() != null) {
            return cause.getMessage();
        }
        if (cause instanceof NullPointerException) {
            return (field.isEmpty() ? "a value" : field) + " holds a null where a value is needed";
        }
        if (e instanceof UnrecognizedPropertyException u) {
            return "unknown field " + (field.isEmpty() ? u.getPropertyName() : field);
        }
        String what = firstLine(e.getOriginalMessage());
        if (what.startsWith("Cannot map `null` into type")) {
            return field + " is missing";
        }
        return (field.isEmpty() ? "" : field + ": ") + what;
    }

    /** The JSON path of a mapping error: {@code camera.distortion[2]}. */
    private static String path(JsonMappingException e) {
        StringBuilder out = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                if (out.length() > 0) {
                    out.append('.');
                }
                out.append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                out.append('[').append(r.getIndex()).append(']');
            }
        }
        return out.toString();
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable value";
        }
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).trim();
    }
}
