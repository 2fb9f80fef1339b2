package org.tablecompanion.samples.scene;

import java.util.List;

/** A colour in sRGB, 0..255 per channel (fractions allowed while mixing). */
public record Rgb(double r, double g, double b) {

    public Rgb times(double k) {
        return new Rgb(r * k, g * k, b * k);
    }

    public Rgb mix(Rgb other, double t) {
        return new Rgb(r + (other.r - r) * t, g + (other.g - g) * t, b + (other.b - b) * t);
    }

    public List<Integer> toList() {
        return List.of((int) Math.round(r), (int) Math.round(g), (int) Math.round(b));
    }
}
