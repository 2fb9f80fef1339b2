package org.tablecompanion.recognizer.figures;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.figures.FigureColour;
import org.tablecompanion.calibration.figures.FigureColourClassifier;
import org.tablecompanion.calibration.figures.LabColours;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * Which player's paint a pixel shows: by the paints' fixed hues ({@link FigureColours}), or, with
 * the figure colours a table's calibration learned, by the nearest of those (L*a*b*, shading taken
 * out), so figures of an unusual shade under the table's own light are told right. A pixel near
 * no learned colour keeps its hue if that is a colour of this table's players: the learned spread
 * is that of whole figures, and a deep shadow on a side can fall outside it, while a hue of nobody
 * here (a black shadow where nobody plays black) counts for none.
 */
public final class PlayerPaint {

    /** L*a*b* lightness at which colours are compared: a and b are scaled as if lit to it. */
    private static final double REFERENCE_L = 50;

    private final Optional<FigureColourClassifier> learned;
    private final Set<PlayerColour> players;

    private PlayerPaint(List<FigureColour> learnedColours) {
        this.players = learnedColours.isEmpty() ? EnumSet.noneOf(PlayerColour.class)
                : EnumSet.copyOf(learnedColours.stream().map(FigureColour::colour).toList());
        this.learned = learnedColours.isEmpty() ? Optional.empty()
                : Optional.of(new FigureColourClassifier(learnedColours.stream().map(PlayerPaint::shadeFree).toList()));
    }

    /** Paint told by the learned colours, or by hue alone when there are none. */
    public static PlayerPaint of(List<FigureColour> learnedColours) {
        return new PlayerPaint(learnedColours);
    }

    /** Whether colours learned on the table decide (else the paints' hues). */
    public boolean learned() {
        return learned.isPresent();
    }

    /** A picture's pixels made ready to be told: its BGR bytes, and with learned colours its L*a*b*. */
    public record Pixels(byte[] bgr, float[] lab) {
    }

    public Pixels pixels(Mat bgr) {
        byte[] px = new byte[(int) bgr.total() * 3];
        bgr.get(0, 0, px);
        float[] lab = new float[learned.isPresent() ? px.length : 0];
        if (learned.isPresent()) {
            Mat m = LabColours.toLab(bgr);
            m.get(0, 0, lab);
            m.release();
        }
        return new Pixels(px, lab);
    }

    /** The player colour pixel {@code p} shows, or null for none. */
    public PlayerColour colour(Pixels px, int p) {
        byte[] bgr = px.bgr();
        PlayerColour hue = FigureColours.classify(bgr[3 * p + 2] & 0xFF, bgr[3 * p + 1] & 0xFF, bgr[3 * p] & 0xFF);
        if (learned.isEmpty()) {
            return hue;
        }
        float[] lab = px.lab();
        return learned.get().classify(shadeFree(lab[3 * p], lab[3 * p + 1], lab[3 * p + 2]))
                .map(FigureColourClassifier.Match::colour).orElse(players.contains(hue) ? hue : null);
    }

    /**
     * A colour with the shading taken out: a figure's lit top and shaded side differ mostly in
     * lightness, and a* and b* shrink with it, so both are scaled to what they would be at the
     * reference lightness (within limits, so dark noise is not blown up).
     */
    static double[] shadeFree(double l, double a, double b) {
        double k = Math.max(0.5, Math.min(1.5, REFERENCE_L / Math.max(1, l)));
        return new double[] {l, a * k, b * k};
    }

    /** A learned colour with its shading taken out, its spread in a* and b* scaled alike. */
    static FigureColour shadeFree(FigureColour c) {
        double[] lab = shadeFree(c.lab().get(0), c.lab().get(1), c.lab().get(2));
        double k = lab[1] == 0 ? 1 : Math.abs(lab[1] / c.lab().get(1));
        return new FigureColour(c.colour(), List.of(lab[0], lab[1], lab[2]),
                List.of(c.spread().get(0), c.spread().get(1) * k, c.spread().get(2) * k), c.figures());
    }
}
