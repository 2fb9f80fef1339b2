package org.tablecompanion.calibration.file;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.figures.FigureColour;
import org.tablecompanion.calibration.pack.PackUse;
import org.tablecompanion.calibration.table.TablePlane;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * Everything that stays true about one table between games (DESIGN.md, Formats 4). Each part is
 * optional: a table may be used with only a colour reference, or only an appearance pack.
 *
 * @param camera intrinsics and lens distortion
 * @param table the table plane (from the corner markers)
 * @param colour the white balance
 * @param figures each player's figure colour, one entry per colour
 * @param packs the appearance packs in use, one per catalog
 */
public record TableCalibration(Optional<CameraModel> camera, Optional<TablePlane> table,
                               Optional<ColourCorrection> colour, List<FigureColour> figures, List<PackUse> packs) {

    /** The format tag written into every calibration file. */
    public static final String FORMAT = "tablecompanion-calibration/1";

    public TableCalibration {
        figures = figures == null ? List.of() : List.copyOf(figures);
        packs = packs == null ? List.of() : List.copyOf(packs);
        if (figures.stream().map(FigureColour::colour).distinct().count() != figures.size()) {
            throw new IllegalArgumentException("figures lists a player colour twice");
        }
        if (packs.stream().map(PackUse::catalog).distinct().count() != packs.size()) {
            throw new IllegalArgumentException("packs lists a catalog twice");
        }
    }

    /** A table nothing is known about yet. */
    public static TableCalibration empty() {
        return new TableCalibration(Optional.empty(), Optional.empty(), Optional.empty(), List.of(), List.of());
    }

    public TableCalibration withCamera(CameraModel c) {
        return new TableCalibration(Optional.of(c), table, colour, figures, packs);
    }

    public TableCalibration withTable(TablePlane t) {
        return new TableCalibration(camera, Optional.of(t), colour, figures, packs);
    }

    public TableCalibration withColour(ColourCorrection c) {
        return new TableCalibration(camera, table, Optional.of(c), figures, packs);
    }

    /** Replaces the models of the given colours, keeps the others. */
    public TableCalibration withFigures(List<FigureColour> learned) {
        List<FigureColour> out = new ArrayList<>();
        for (FigureColour f : figures) {
            if (learned.stream().noneMatch(l -> l.colour() == f.colour())) {
                out.add(f);
            }
        }
        out.addAll(learned);
        out.sort((a, b) -> a.colour().compareTo(b.colour()));
        return new TableCalibration(camera, table, colour, out, packs);
    }

    /** Adds a pack, replacing the one of the same catalog. */
    public TableCalibration withPack(PackUse pack) {
        List<PackUse> out = new ArrayList<>(packs.stream().filter(p -> !p.catalog().equals(pack.catalog())).toList());
        out.add(pack);
        return new TableCalibration(camera, table, colour, figures, out);
    }

    public Optional<FigureColour> figure(PlayerColour c) {
        return figures.stream().filter(f -> f.colour() == c).findFirst();
    }

    public Optional<PackUse> pack(String catalogId) {
        return packs.stream().filter(p -> p.catalog().equals(catalogId)).findFirst();
    }

    /** A pack's folder: relative paths are read from the folder of the calibration file. */
    public static Path packFolder(Path calibrationFile, PackUse pack) {
        Path p = Path.of(pack.path());
        if (p.isAbsolute()) {
            return p;
        }
        Path parent = calibrationFile.toAbsolutePath().getParent();
        return parent == null ? p : parent.resolve(p).normalize();
    }
}
