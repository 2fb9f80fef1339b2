package org.tablecompanion.calibration.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.colour.ColourReference;
import org.tablecompanion.calibration.figures.FigureColour;
import org.tablecompanion.calibration.pack.PackUse;
import org.tablecompanion.calibration.table.ImagePoint;
import org.tablecompanion.calibration.table.TableMarkers;
import org.tablecompanion.calibration.table.TablePlane;
import org.tablecompanion.engine.players.PlayerColour;

class CalibrationFilesTest {

    @TempDir
    Path dir;

    static TableCalibration full() {
        return TableCalibration.empty()
                .withCamera(new CameraModel(1920, 1080, 1400, 1401, 959.5, 539.5, List.of(-0.2, 0.05, 0.0, 0.0, 0.0), 0.3, 15))
                .withTable(new TablePlane(List.of(List.of(0.5, 0.0, -10.0), List.of(0.0, 0.5, -20.0), List.of(0.0, 0.0, 1.0)),
                        800, 600, List.of(new ImagePoint(20, 40), new ImagePoint(420, 40), new ImagePoint(420, 340),
                        new ImagePoint(20, 340)), TableMarkers.DEFAULT))
                .withColour(new ColourCorrection(ColourReference.GREY_CARD, List.of(1.1, 1.0, 0.9), List.of(120.0, 132.0, 146.0)))
                .withFigures(List.of(new FigureColour(PlayerColour.RED, List.of(45.0, 60.0, 40.0), List.of(8.0, 5.0, 5.0), 4)))
                .withPack(new PackUse("base", "packs/base", "teach", 24));
    }

    @Test
    void aWrittenCalibrationReadsBackEqual() {
        Path f = dir.resolve("table.json");
        CalibrationFiles.write(f, full());
        assertEquals(full(), CalibrationFiles.read(f));
    }

    @Test
    void theFileNamesItsFormat() throws IOException {
        Path f = dir.resolve("table.json");
        CalibrationFiles.write(f, TableCalibration.empty());
        assertTrue(Files.readString(f).contains("\"format\" : \"tablecompanion-calibration/1\""));
    }

    @Test
    void writingAgainKeepsThePreviousFileAsBak() {
        Path f = dir.resolve("table.json");
        CalibrationFiles.write(f, full());
        CalibrationFiles.write(f, TableCalibration.empty());
        assertEquals(full(), CalibrationFiles.read(CalibrationFiles.backup(f)));
        assertEquals(TableCalibration.empty(), CalibrationFiles.read(f));
    }

    @Test
    void aCorruptFileIsNeverOverwritten() throws IOException {
        Path f = dir.resolve("table.json");
        Files.writeString(f, "{\"format\": \"tablecompanion-calibration/1\", \"camera\": {\"fx\": 12", StandardCharsets.UTF_8);
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> CalibrationFiles.write(f, full()));
        assertTrue(e.getMessage().contains("left untouched"), e.getMessage());
        assertEquals("{\"format\": \"tablecompanion-calibration/1\", \"camera\": {\"fx\": 12", Files.readString(f));
        assertFalse(Files.exists(CalibrationFiles.backup(f)));
    }

    @Test
    void anUpdateOfACorruptFileChangesNothing() throws IOException {
        Path f = dir.resolve("table.json");
        Files.writeString(f, "not json at all");
        assertThrows(CalibrationInputException.class, () -> CalibrationFiles.update(f, c -> full()));
        assertEquals("not json at all", Files.readString(f));
    }

    @Test
    void anUpdateKeepsTheOtherParts() {
        Path f = dir.resolve("table.json");
        CalibrationFiles.write(f, full());
        CalibrationFiles.update(f, c -> c.withColour(ColourCorrection.none(ColourReference.MARKER_WHITE)));
        TableCalibration after = CalibrationFiles.read(f);
        assertEquals(full().camera(), after.camera());
        assertEquals(ColourReference.MARKER_WHITE, after.colour().orElseThrow().reference());
    }

    @Test
    void truncatedJsonIsReportedWithItsLine() {
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> CalibrationFiles.parse("{\"format\": \"tablecompanion-calibration/1\",\n \"camera\": {", "t.json"));
        assertTrue(e.getMessage().startsWith("t.json: not JSON at line"), e.getMessage());
    }

    @Test
    void aNewerFormatIsRefusedByName() {
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> CalibrationFiles.parse("{\"format\": \"tablecompanion-calibration/2\"}", "t.json"));
        assertTrue(e.getMessage().contains("tablecompanion-calibration/2"), e.getMessage());
    }

    @Test
    void aMissingFormatIsReported() {
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> CalibrationFiles.parse("{\"camera\": {}}", "t.json"));
        assertEquals("t.json: format is missing (expected \"tablecompanion-calibration/1\")", e.getMessage());
    }

    @Test
    void anUnknownFieldIsNamedWithItsPath() {
        String json = CalibrationFiles.toJson(full()).replace("\"rmsErrorPx\"", "\"rmsError\" : 1, \"rmsErrorPx\"");
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> CalibrationFiles.parse(json, "t.json"));
        assertEquals("t.json: unknown field camera.rmsError", e.getMessage());
    }

    @Test
    void aRenamedFieldIsReportedAsMissing() {
        String json = CalibrationFiles.toJson(full()).replace("\"rmsErrorPx\"", "\"rmsError\"");
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> CalibrationFiles.parse(json, "t.json"));
        assertEquals("t.json: camera.rmsErrorPx is missing", e.getMessage());
    }

    @Test
    void aBadValueIsNamedByItsField() {
        String json = CalibrationFiles.toJson(full()).replace("\"fx\" : 1400.0", "\"fx\" : -3");
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> CalibrationFiles.parse(json, "t.json"));
        assertTrue(e.getMessage().startsWith("t.json: camera.fx and camera.fy must be positive"), e.getMessage());
    }

    @Test
    void aWrongTypeIsNamedByItsField() {
        String json = CalibrationFiles.toJson(full()).replace("\"views\" : 15", "\"views\" : \"many\"");
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> CalibrationFiles.parse(json, "t.json"));
        assertTrue(e.getMessage().startsWith("t.json: camera.views:"), e.getMessage());
    }

    @Test
    void aMissingNumberIsNamedByItsField() {
        String json = CalibrationFiles.toJson(full()).replace("\"fy\" : 1401.0,", "");
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> CalibrationFiles.parse(json, "t.json"));
        assertTrue(e.getMessage().contains("fy"), e.getMessage());
    }

    @Test
    void anUnknownPlayerColourIsNamed() {
        String json = CalibrationFiles.toJson(full()).replace("\"red\"", "\"orange\"");
        CalibrationInputException e = assertThrows(CalibrationInputException.class, () -> CalibrationFiles.parse(json, "t.json"));
        assertTrue(e.getMessage().contains("orange"), e.getMessage());
    }

    @Test
    void aMissingFileSaysSo() {
        CalibrationInputException e = assertThrows(CalibrationInputException.class,
                () -> CalibrationFiles.read(dir.resolve("nope.json")));
        assertTrue(e.getMessage().endsWith("nope.json: no such calibration file"), e.getMessage());
    }

    @Test
    void relativePackPathsAreReadFromTheCalibrationFolder() {
        Path f = dir.resolve("tables/kitchen.json");
        Path folder = TableCalibration.packFolder(f, new PackUse("base", "packs/base", "teach", 24));
        assertEquals(dir.resolve("tables/packs/base").toAbsolutePath(), folder);
    }
}
