package org.tablecompanion.recognizer.bench;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether the recognizer's confidences are honest: how often a reading told at a confidence in
 * each tenth is right by the rules, for the reading each cell is told as ({@code told}) and for
 * the other readings the cell weighs ({@code others}, each at its own share of the belief). An
 * honest 0.6 is right six times in ten; a reading right nine times in ten at 0.6 is told with
 * less confidence than it has earned, and an alternative offered at 0.4 that is almost never
 * right makes every question look closer than it is.
 *
 * @param told per tenth of confidence, the cells' told readings
 * @param others per tenth of probability, every other reading a cell lists
 */
@JsonPropertyOrder({"told", "others"})
public record Reliability(List<Bin> told, List<Bin> others) {

    /** Tenths of confidence; 1.0 falls in the last. */
    static final int BINS = 10;

    public Reliability {
        told = List.copyOf(told);
        others = List.copyOf(others);
    }

    /** No readings at all. */
    public static Reliability none() {
        return new Reliability(List.of(), List.of());
    }

    /**
     * One tenth of confidence.
     *
     * @param from lowest confidence in it
     * @param to highest (exclusive, but for 1.0)
     * @param readings readings told at a confidence in it
     * @param confidenceSum their confidences added up (so tenths of several scenes add exactly)
     * @param right how many of them are right by the rules
     */
    @JsonPropertyOrder({"from", "to", "readings", "meanConfidence", "rightShare", "right", "confidenceSum"})
    public record Bin(double from, double to, int readings, double confidenceSum, int right) {

        /** The mean confidence the readings were told at. */
        @JsonProperty("meanConfidence")
        public double meanConfidence() {
            return readings == 0 ? 0 : Math.round(10000 * confidenceSum / readings) / 10000.0;
        }

        /** The share of them that is right by the rules. */
        @JsonProperty("rightShare")
        public double rightShare() {
            return readings == 0 ? 0 : Math.round(10000.0 * right / readings) / 10000.0;
        }

        Bin plus(Bin b) {
            return new Bin(from, to, readings + b.readings, confidenceSum + b.confidenceSum, right + b.right);
        }
    }

    /** The tenth a confidence falls in. */
    static int tenth(double confidence) {
        return Math.max(0, Math.min(BINS - 1, (int) Math.floor(confidence * BINS)));
    }

    /** Both tables added bin by bin (scenes of one benchmark row). */
    public Reliability plus(Reliability r) {
        return new Reliability(add(told, r.told), add(others, r.others));
    }

    private static List<Bin> add(List<Bin> a, List<Bin> b) {
        Bin[] all = new Bin[BINS];
        for (Bin x : java.util.stream.Stream.concat(a.stream(), b.stream()).toList()) {
            int t = tenth(x.from());
            all[t] = all[t] == null ? x : all[t].plus(x);
        }
        List<Bin> out = new ArrayList<>();
        for (Bin x : all) {
            if (x != null) {
                out.add(x);
            }
        }
        return out;
    }

    /** Counts readings one at a time. */
    static final class Counter {
        private final int[] readings = new int[BINS];
        private final double[] sums = new double[BINS];
        private final int[] right = new int[BINS];

        void add(double confidence, boolean isRight) {
            int t = tenth(confidence);
            readings[t]++;
            sums[t] += confidence;
            right[t] += isRight ? 1 : 0;
        }

        List<Bin> bins() {
            List<Bin> out = new ArrayList<>();
            for (int t = 0; t < BINS; t++) {
                if (readings[t] > 0) {
                    out.add(new Bin(t / (double) BINS, (t + 1) / (double) BINS, readings[t], sums[t], right[t]));
                }
            }
            return out;
        }
    }
}
