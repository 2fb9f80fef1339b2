package org.tablecompanion.calibration.file;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Optional;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.figures.FigureColour;
import org.tablecompanion.calibration.pack.PackUse;
import org.tablecompanion.calibration.table.TablePlane;

/**
 * The JSON shape of a calibration file: like {@link TableCalibration}, with absent parts left
 * out instead of empty optionals.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"format", "camera", "table", "colour", "figures", "packs"})
record CalibrationDocument(String format, CameraModel camera, TablePlane table, ColourCorrection colour,
                           List<FigureColour> figures, List<PackUse> packs) {

    static CalibrationDocument of(TableCalibration c) {
        return new CalibrationDocument(TableCalibration.FORMAT, c.camera().orElse(null), c.table().orElse(null),
                c.colour().orElse(null), c.figures(), c.packs());
    }

    TableCalibration toCalibration() {
        return new TableCalibration(Optional.ofNullable(camera), Optional.ofNullable(table), Optional.ofNullable(colour),
                figures == null ? List.of() : figures, packs == null ? List.of() : packs);
    }
}
