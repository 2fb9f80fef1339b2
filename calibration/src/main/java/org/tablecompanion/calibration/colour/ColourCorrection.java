package org.tablecompanion.calibration.colour;

import java.util.List;

/**
 * A white balance: per-channel gains that turn the reference neutral (or, for the start tile,
 * into its colours in the appearance pack). Applied after undistortion:
 * {@code out = in * gain}, channel by channel, clipped to 0..255.
 *
 * @param reference what the gains were measured on
 * @param gainsBgr gains for blue, green and red
 * @param measuredBgr the reference's mean colour in the uncorrected picture
 */
public record ColourCorrection(ColourReference reference, List<Double> gainsBgr, List<Double> measuredBgr) {

    public ColourCorrection {
        gainsBgr = gainsBgr == null ? List.of() : List.copyOf(gainsBgr);
        measuredBgr = measuredBgr == null ? List.of() : List.copyOf(measuredBgr);
        if (reference == null) {
            throw new IllegalArgumentException("colour.reference is missing (grey-card, marker-white or start-tile)");
        }
        if (gainsBgr.size() != 3 || gainsBgr.stream().anyMatch(g -> !(g > 0.2 && g < 5))) {
            throw new IllegalArgumentException("colour.gainsBgr must be 3 gains between 0.2 and 5, got " + gainsBgr);
        }
        if (measuredBgr.size() != 3 || measuredBgr.stream().anyMatch(v -> !(v >= 0 && v <= 255))) {
            throw new IllegalArgumentException("colour.measuredBgr must be 3 levels between 0 and 255, got " + measuredBgr);
        }
    }

    /** No correction at all. */
    public static ColourCorrection none(ColourReference reference) {
        return new ColourCorrection(reference, List.of(1.0, 1.0, 1.0), List.of(128.0, 128.0, 128.0));
    }

    public double[] gains() {
        return gainsBgr.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
