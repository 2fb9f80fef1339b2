package org.tablecompanion.samples.scene;

import java.util.SplittableRandom;

/** A closed interval of a scene parameter; parameters are drawn uniformly from it. */
public record Range(double min, double max) {

    public Range {
        if (!(min <= max)) {
            throw new IllegalArgumentException("range min " + min + " is above max " + max);
        }
    }

    public static Range exactly(double value) {
        return new Range(value, value);
    }

    public double sample(SplittableRandom random) {
        return min == max ? min : min + (max - min) * random.nextDouble();
    }

    /** A whole number drawn uniformly from the integers inside the range. */
    public int sampleInt(SplittableRandom random) {
        int lo = (int) Math.ceil(min);
        int hi = (int) Math.floor(max);
        return lo >= hi ? lo : lo + random.nextInt(hi - lo + 1);
    }

    public boolean contains(double value) {
        return value >= min && value <= max;
    }
}
