package org.tablecompanion.calibration.table;

import java.util.Map;
import org.opencv.objdetect.Dictionary;
import org.opencv.objdetect.Objdetect;
import org.tablecompanion.calibration.opencv.OpenCvLibrary;

/** The ArUco dictionaries the calibration prints and reads, by the names the file uses. */
public final class ArucoDictionaries {

    private static final Map<String, Integer> BY_NAME = Map.of(
            "4X4_50", Objdetect.DICT_4X4_50,
            "4X4_250", Objdetect.DICT_4X4_250,
            "5X5_100", Objdetect.DICT_5X5_100,
            "5X5_250", Objdetect.DICT_5X5_250,
            "6X6_250", Objdetect.DICT_6X6_250);

    private ArucoDictionaries() {
    }

    /** Checks a dictionary name; {@code field} names where it came from in the error. */
    public static void require(String name, String field) {
        if (name == null || !BY_NAME.containsKey(name)) {
            throw new IllegalArgumentException(field + " must be one of " + BY_NAME.keySet().stream().sorted().toList()
                    + ", got " + name);
        }
    }

    public static Dictionary get(String name) {
        require(name, "dictionary");
        OpenCvLibrary.load();
        return Objdetect.getPredefinedDictionary(BY_NAME.get(name));
    }
}
