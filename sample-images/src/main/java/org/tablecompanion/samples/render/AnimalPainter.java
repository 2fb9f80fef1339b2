package org.tablecompanion.samples.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.tablecompanion.engine.catalog.Animal;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.geometry.FeatureShape;

/**
 * The animals of H&amp;G meadows as simple silhouettes seen from the side, each with its mark:
 * deer with antlers (three pictures: alert, grazing, leaping), a shaggy mammoth with tusks and
 * trunk, an orange striped sabre-toothed tiger, a dark aurochs with long pale horns.
 */
final class AnimalPainter {

    private static final Scalar DEER = Palette.rgb(168, 104, 56);
    private static final Scalar DEER_LIGHT = Palette.rgb(226, 196, 156);
    private static final Scalar ANTLER = Palette.rgb(232, 218, 186);
    private static final Scalar MAMMOTH = Palette.rgb(122, 78, 48);
    private static final Scalar MAMMOTH_DARK = Palette.rgb(80, 50, 30);
    private static final Scalar TUSK = Palette.rgb(246, 240, 222);
    private static final Scalar TIGER = Palette.rgb(226, 136, 38);
    private static final Scalar TIGER_LIGHT = Palette.rgb(246, 220, 170);
    private static final Scalar STRIPE = Palette.rgb(40, 24, 16);
    private static final Scalar AUROCHS = Palette.rgb(62, 40, 30);
    private static final Scalar AUROCHS_LIGHT = Palette.rgb(120, 86, 60);
    private static final Scalar HORN = Palette.rgb(238, 226, 196);
    private static final Scalar EYE = Palette.rgb(16, 12, 10);

    /** The smallest animal, as a share of its full length, that room clear of other ground is searched for. */
    private static final double SMALLEST = 0.6;
    /** The smallest an animal is drawn where room was found for a smaller one: it reaches to the bank. */
    private static final double DRAWN_AT_LEAST = 0.85;
    /** The smallest an animal is drawn where its meadow has no room clear of other ground at all. */
    private static final double LAST_RESORT = 0.6;
    /**
     * How far a shrunk animal's centre keeps from the tile's border and from other ground, as a
     * share of its length: far enough that the whole animal shows on its own meadow.
     */
    private static final double CLEAR = 0.55;

    private AnimalPainter() {
    }

    static void paint(TileCanvas c) {
        List<Animal> order = List.of(Animal.MAMMOTH, Animal.AUROCHS, Animal.TIGER, Animal.DEER);
        int deerSeen = 0;
        for (int f = 0; f < c.tile.features().size(); f++) {
            FeatureSpec spec = c.tile.feature(f);
            if (spec.terrain() != Terrain.MEADOW) {
                continue;
            }
            FeatureShape shape = c.geometry.shape(f);
            c.take(c.px(shape.anchor()), c.px(0.05));
            for (Animal animal : order) {
                for (int k = 0; k < spec.animals(animal); k++) {
                    double length = c.px(animal == Animal.MAMMOTH ? 0.3 : animal == Animal.DEER ? 0.25 : 0.27);
                    int picture = Math.floorMod(c.tile.id().hashCode() + deerSeen, 3);
                    if (animal == Animal.DEER) {
                        deerSeen++;
                    }
                    boolean left = c.random.nextBoolean();
                    double fits = length;
                    Optional<TileCanvas.Spot> spot = c.deepSpot(f, length * 0.55, length * 0.4,
                            Math.min(length * 0.55, c.px(0.2)));
                    // A small meadow (inside a river's bend, between a river and a forest) has no
                    // room for a full-size animal clear of the border and of where a figure
                    // stands. The printed tiles draw it full size all the same, reaching to the
                    // bank or the border (every animal on the 24 scanned tiles is 0.2-0.33 of a
                    // tile long, those in small meadows too: 4's deer, 8's mammoth and deer, 16's
                    // deer in its bend). So the room is searched for a smaller animal, and the
                    // animal is drawn at least DRAWN_AT_LEAST of its length there; shrunk to the
                    // room (0.6 of its length in the corners of 8, 17 or 84, a third in 4's strip)
                    // it was a speck in a photo, a deer and a tiger alike.
                    boolean roomy = spot.isPresent();
                    for (double scale = 0.9; spot.isEmpty() && scale > SMALLEST - 1e-9; scale -= 0.1) {
                        fits = length * scale;
                        spot = c.deepSpot(f, fits * 0.55, fits * CLEAR, fits * CLEAR);
                    }
                    double drawn;
                    if (spot.isPresent()) {
                        // Where room was found at once, fits is the full length already.
                        drawn = Math.max(fits, length * DRAWN_AT_LEAST);
                    } else {
                        // No room clear of other ground at all: the deepest spot, the animal as
                        // large as its depth allows but not under LAST_RESORT of its length.
                        spot = c.spot(f, length * 0.55, length * 0.4);
                        drawn = spot.map(s -> Math.min(length, Math.max(length * LAST_RESORT, s.depth() / 0.45)))
                                .orElse(length);
                    }
                    double size = drawn;
                    // Room searched for a smaller animal keeps a smaller animal off the border: the
                    // larger one drawn there is moved in until it lies wholly on the tile, as every
                    // printed animal does (drawn where the room was, 17's and 8's reached over it).
                    boolean grown = !roomy;
                    spot.ifPresent(s -> draw(c.image, animal, picture, grown ? inTile(s.at(), size, c.size) : s.at(),
                            size, left));
                }
            }
        }
    }

    /**
     * The nearest point to {@code at} where an animal {@code length} pixels long lies wholly on a
     * tile of {@code size} pixels: the pictures reach 0.56 of their length to either side (an
     * aurochs' horns, a tiger's tail), 0.44 up (antlers) and 0.42 down (hooves and shadow).
     */
    private static Point inTile(Point at, double length, int size) {
        double x = Math.max(0.56 * length, Math.min(size - 0.56 * length, at.x));
        double y = Math.max(0.44 * length, Math.min(size - 0.42 * length, at.y));
        return new Point(x, y);
    }

    /**
     * Draws one animal centred on {@code at}, {@code length} pixels from nose to tail.
     *
     * @param picture which of the three deer pictures (ignored for other animals)
     */
    static void draw(Mat image, Animal animal, int picture, Point at, double length, boolean facingLeft) {
        Sketch shadow = new Sketch(image, new Point(at.x, at.y + length * 0.36), length, 0, facingLeft);
        shadow.ellipse(Palette.rgb(60, 70, 30), 0, 0, 0.4, 0.06, 0);
        Sketch k = new Sketch(image, at, length, 0, facingLeft);
        switch (animal) {
            case DEER -> deer(k, picture);
            case MAMMOTH -> mammoth(k);
            case TIGER -> tiger(k);
            case AUROCHS -> aurochs(k);
        }
    }

    private static void legs(Sketch k, Scalar colour, double width, double top, double bottom, double... xs) {
        for (double x : xs) {
            k.stroke(Palette.OUTLINE, width + 0.03, x, top, x, bottom);
        }
        for (double x : xs) {
            k.stroke(colour, width, x, top, x, bottom - 0.01);
        }
    }

    private static void deer(Sketch k, int picture) {
        switch (picture) {
            case 0 -> { // alert, head up
                legs(k, DEER, 0.035, 0.05, 0.36, -0.2, -0.13, 0.15, 0.22);
                body(k, DEER, 0, 0, 0.3, 0.13, 0);
                k.ellipse(DEER_LIGHT, -0.02, 0.06, 0.22, 0.05, 0);
                neck(k, DEER, 0.18, -0.04, 0.3, -0.3, 0.07);
                head(k, DEER, 0.34, -0.34, 0.1, 0.05, 15);
                antlers(k, 0.31, -0.38, 1.0);
                k.ellipse(Palette.WHITE, -0.3, -0.05, 0.04, 0.03, 0);
            }
            case 1 -> { // grazing, head down
                legs(k, DEER, 0.035, 0.05, 0.36, -0.2, -0.12, 0.14, 0.21);
                body(k, DEER, 0, 0, 0.3, 0.13, 0);
                k.ellipse(DEER_LIGHT, -0.02, 0.06, 0.22, 0.05, 0);
                neck(k, DEER, 0.18, -0.02, 0.36, 0.16, 0.07);
                head(k, DEER, 0.4, 0.2, 0.09, 0.05, 60);
                antlers(k, 0.36, 0.13, 0.7);
                k.ellipse(Palette.WHITE, -0.3, -0.05, 0.04, 0.03, 0);
            }
            default -> { // leaping
                k.stroke(Palette.OUTLINE, 0.065, -0.18, 0.02, -0.38, 0.24);
                k.stroke(DEER, 0.035, -0.18, 0.02, -0.38, 0.24);
                k.stroke(Palette.OUTLINE, 0.065, -0.12, 0.04, -0.3, 0.26);
                k.stroke(DEER, 0.035, -0.12, 0.04, -0.3, 0.26);
                k.stroke(Palette.OUTLINE, 0.065, 0.16, 0.0, 0.36, 0.16);
                k.stroke(DEER, 0.035, 0.16, 0.0, 0.36, 0.16);
                k.stroke(Palette.OUTLINE, 0.065, 0.2, -0.02, 0.42, 0.08);
                k.stroke(DEER, 0.035, 0.2, -0.02, 0.42, 0.08);
                body(k, DEER, 0, -0.04, 0.3, 0.12, -10);
                neck(k, DEER, 0.2, -0.1, 0.3, -0.32, 0.07);
                head(k, DEER, 0.35, -0.35, 0.1, 0.05, 5);
                antlers(k, 0.32, -0.4, 0.9);
                k.ellipse(Palette.WHITE, -0.3, -0.12, 0.04, 0.03, 0);
            }
        }
    }

    private static void body(Sketch k, Scalar colour, double x, double y, double rx, double ry, double angle) {
        k.ellipseOutline(Palette.OUTLINE, 0.03, x, y, rx, ry, angle);
        k.ellipse(colour, x, y, rx, ry, angle);
    }

    private static void neck(Sketch k, Scalar colour, double x0, double y0, double x1, double y1, double width) {
        k.stroke(Palette.OUTLINE, width + 0.03, x0, y0, x1, y1);
        k.stroke(colour, width, x0, y0, x1, y1);
    }

    private static void head(Sketch k, Scalar colour, double x, double y, double rx, double ry, double angle) {
        k.ellipseOutline(Palette.OUTLINE, 0.03, x, y, rx, ry, angle);
        k.ellipse(colour, x, y, rx, ry, angle);
        k.circle(EYE, x + 0.01, y - 0.015, 0.014);
    }

    private static void antlers(Sketch k, double x, double y, double size) {
        double s = size;
        double[][] tines = {
            {x, y, x - 0.06 * s, y - 0.16 * s},
            {x - 0.06 * s, y - 0.16 * s, x - 0.14 * s, y - 0.22 * s},
            {x - 0.04 * s, y - 0.1 * s, x + 0.02 * s, y - 0.2 * s},
            {x + 0.02 * s, y, x + 0.08 * s, y - 0.15 * s},
            {x + 0.08 * s, y - 0.15 * s, x + 0.16 * s, y - 0.19 * s},
            {x + 0.06 * s, y - 0.09 * s, x + 0.13 * s, y - 0.08 * s}
        };
        for (double[] t : tines) {
            k.stroke(Palette.OUTLINE, 0.045, t);
        }
        for (double[] t : tines) {
            k.stroke(ANTLER, 0.022, t);
        }
    }

    private static void mammoth(Sketch k) {
        legs(k, MAMMOTH_DARK, 0.085, 0.08, 0.37, -0.22, -0.1, 0.1, 0.22);
        k.circle(Palette.OUTLINE, -0.06, -0.16, 0.18);
        body(k, MAMMOTH, 0, 0, 0.34, 0.2, 0);
        k.circle(MAMMOTH, -0.06, -0.16, 0.165);
        // shaggy fur along the belly
        for (int i = -6; i <= 6; i++) {
            double x = i * 0.045;
            k.stroke(MAMMOTH_DARK, 0.02, x, 0.12, x + 0.015, 0.22);
        }
        k.circle(Palette.OUTLINE, 0.3, -0.1, 0.15);
        k.circle(MAMMOTH, 0.3, -0.1, 0.135);
        k.ellipse(MAMMOTH_DARK, 0.22, -0.08, 0.06, 0.1, 0);
        // trunk hanging and curling forward
        k.stroke(Palette.OUTLINE, 0.095, 0.38, -0.05, 0.43, 0.12, 0.42, 0.28, 0.47, 0.33);
        k.stroke(MAMMOTH, 0.065, 0.38, -0.05, 0.43, 0.12, 0.42, 0.28, 0.47, 0.33);
        // tusks
        k.stroke(Palette.OUTLINE, 0.06, 0.34, 0.02, 0.44, 0.12, 0.56, 0.1, 0.62, 0.0);
        k.stroke(TUSK, 0.035, 0.34, 0.02, 0.44, 0.12, 0.56, 0.1, 0.62, 0.0);
        k.circle(EYE, 0.34, -0.14, 0.018);
    }

    private static void tiger(Sketch k) {
        k.stroke(Palette.OUTLINE, 0.06, -0.28, -0.04, -0.42, -0.14, -0.5, -0.3);
        k.stroke(TIGER, 0.035, -0.28, -0.04, -0.42, -0.14, -0.5, -0.3);
        legs(k, TIGER, 0.055, 0.04, 0.33, -0.22, -0.14, 0.14, 0.22);
        body(k, TIGER, 0, 0, 0.3, 0.12, 0);
        k.ellipse(TIGER_LIGHT, 0, 0.06, 0.22, 0.05, 0);
        for (int i = -4; i <= 4; i++) {
            double x = i * 0.06;
            k.stroke(STRIPE, 0.025, x - 0.02, -0.11, x + 0.01, -0.02, x - 0.01, 0.04);
        }
        k.circle(Palette.OUTLINE, 0.32, -0.08, 0.115);
        k.circle(TIGER, 0.32, -0.08, 0.1);
        k.polygon(TIGER, 0.26, -0.14, 0.27, -0.22, 0.32, -0.16);
        k.polygonOutline(Palette.OUTLINE, 0.02, 0.26, -0.14, 0.27, -0.22, 0.32, -0.16);
        k.ellipse(TIGER_LIGHT, 0.38, -0.04, 0.05, 0.035, 0);
        k.stroke(STRIPE, 0.02, 0.28, -0.14, 0.3, -0.08);
        // the sabre teeth
        k.polygon(Palette.OUTLINE, 0.35, 0.0, 0.41, 0.0, 0.39, 0.16);
        k.polygon(TUSK, 0.36, 0.0, 0.4, 0.0, 0.388, 0.14);
        k.circle(EYE, 0.35, -0.1, 0.018);
    }

    private static void aurochs(Sketch k) {
        k.stroke(Palette.OUTLINE, 0.04, -0.3, -0.06, -0.36, 0.16);
        k.stroke(AUROCHS, 0.02, -0.3, -0.06, -0.36, 0.16);
        legs(k, AUROCHS, 0.06, 0.06, 0.35, -0.22, -0.14, 0.14, 0.22);
        body(k, AUROCHS, 0, 0, 0.32, 0.15, 0);
        k.ellipse(AUROCHS, 0.12, -0.1, 0.16, 0.1, -10);
        k.stroke(AUROCHS_LIGHT, 0.03, -0.25, -0.12, 0.05, -0.17);
        k.ellipseOutline(Palette.OUTLINE, 0.03, 0.37, 0.0, 0.1, 0.08, 30);
        k.ellipse(AUROCHS, 0.37, 0.0, 0.1, 0.08, 30);
        k.ellipse(AUROCHS_LIGHT, 0.43, 0.05, 0.045, 0.035, 30);
        // long pale horns curving forward and up
        k.stroke(Palette.OUTLINE, 0.06, 0.34, -0.06, 0.28, -0.16, 0.34, -0.26, 0.44, -0.28);
        k.stroke(HORN, 0.035, 0.34, -0.06, 0.28, -0.16, 0.34, -0.26, 0.44, -0.28);
        k.stroke(Palette.OUTLINE, 0.06, 0.38, -0.06, 0.42, -0.15, 0.5, -0.2, 0.56, -0.17);
        k.stroke(HORN, 0.035, 0.38, -0.06, 0.42, -0.15, 0.5, -0.2, 0.56, -0.17);
        k.circle(EYE, 0.37, -0.03, 0.018);
    }

    /** All animal pictures, for the contact sheet's legend. */
    static List<Map.Entry<Animal, Integer>> pictures() {
        List<Map.Entry<Animal, Integer>> list = new ArrayList<>();
        for (int p = 0; p < 3; p++) {
            list.add(Map.entry(Animal.DEER, p));
        }
        list.add(Map.entry(Animal.MAMMOTH, 0));
        list.add(Map.entry(Animal.TIGER, 0));
        list.add(Map.entry(Animal.AUROCHS, 0));
        return list;
    }
}
