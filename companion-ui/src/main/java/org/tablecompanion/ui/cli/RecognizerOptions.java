package org.tablecompanion.ui.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.file.CalibrationFiles;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.calibration.pack.PackInfo;
import org.tablecompanion.calibration.pack.PackUse;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.RecognizerSettings;
import picocli.CommandLine.Option;

/**
 * What recognize, identify and endgame share: the catalogs in play, the appearance pack and the
 * table's calibration file.
 */
public final class RecognizerOptions {

    @Option(names = "--catalog", paramLabel = "ID|FILE", defaultValue = "base+river",
            description = "tiles in play: base, river, hg-2020, base+river (default), or a catalog file")
    private String catalog;

    @Option(names = "--pack", paramLabel = "DIR",
            description = "appearance pack: a folder of upright pictures of your tiles, <tile-id>.png or .jpg")
    private Path pack;

    @Option(names = {"-c", "--calibration"}, paramLabel = "FILE",
            description = {"the table's calibration file: frames are undistorted and white-balanced with it, figures "
                    + "told by the colours learned for the table, and its appearance packs used when no --pack is given"})
    private Path calibration;

    /** A recognizer for these options. */
    Recognizer recognizer(boolean keepImages) {
        return new Recognizer(settings(catalog, Optional.ofNullable(pack), Optional.ofNullable(calibration), keepImages));
    }

    /**
     * Recognizer settings as the command line gives them: a calibration file is read (one line
     * naming the file and field when it does not), and without a pack folder the packs the
     * calibration names for the catalogs in play are used (their paths read from the file's folder).
     */
    public static RecognizerSettings settings(String catalogText, Optional<Path> packDir, Optional<Path> calibrationFile,
                                              boolean keepImages) {
        Catalog c = catalog(catalogText);
        List<String> ids = List.of(catalogText.split("\\+"));
        Optional<TableCalibration> table = calibrationFile.map(CalibrationFiles::read);
        Optional<AppearancePack> p = packDir.isPresent() ? Optional.of(AppearancePack.loadPartial(packDir.get(), c))
                : table.flatMap(t -> calibrationPack(t, calibrationFile.get(), ids));
        RecognizerSettings s = new RecognizerSettings(ids, c, p, keepImages);
        return table.map(s::withCalibration).orElse(s);
    }

    /** A catalog by id, ids joined by '+', or file; one line naming --catalog when unknown. */
    static Catalog catalog(String idOrPath) {
        try {
            return Catalogs.resolve(idOrPath);
        } catch (IllegalArgumentException e) {
            throw new UserInputException("--catalog: " + e.getMessage());
        }
    }

    /** The packs a calibration names for the catalogs in play, as one pack; empty when it names none. */
    private static Optional<AppearancePack> calibrationPack(TableCalibration table, Path file, List<String> catalogIds) {
        Map<String, Mat> pictures = new HashMap<>();
        List<String> sources = new ArrayList<>();
        Path folder = null;
        for (String id : catalogIds) {
            Optional<PackUse> use = table.pack(id);
            if (use.isEmpty()) {
                continue;
            }
            folder = TableCalibration.packFolder(file, use.get());
            AppearancePack one = AppearancePack.loadPartial(folder, catalog(id));
            pictures.putAll(one.pictures());
            sources.add(use.get().source());
        }
        if (pictures.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new AppearancePack(catalogIds.size() == 1 ? folder : file,
                PackInfo.of(String.join("+", catalogIds), String.join("+", sources), 256), pictures));
    }
}
