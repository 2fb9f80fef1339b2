package org.tablecompanion.engine.geometry;

import java.util.List;

import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Terrain;

/**
 * Decides which feature owns a point of the upright tile among the features that have shapes of
 * their own (everything but fields and meadows). Priorities follow what a tile shows: shapes a
 * catalog gives win, then centre shapes (a road ends at the monastery, a river in its lake), then
 * caps (a road ends at the city wall), then bands (a road crosses a river on a bridge).
 */
final class Classifier {

    static final int NONE = -1;

    record CapPart(int feature, Region region, List<Port> ports) {
        double distanceToOwnPorts(double u, double v) {
            double best = Double.MAX_VALUE;
            for (Port p : ports) {
                best = Math.min(best, Perimeter.distanceToPort(p, u, v));
            }
            return best;
        }
    }

    record BandPart(int feature, Terrain terrain, List<Polyline> paths, double halfWidth,
                    double minU, double minV, double maxU, double maxV) {
        static BandPart of(int feature, Terrain terrain, List<Polyline> paths, double halfWidth) {
            double minU = Double.MAX_VALUE;
            double minV = Double.MAX_VALUE;
            double maxU = -Double.MAX_VALUE;
            double maxV = -Double.MAX_VALUE;
            for (Polyline path : paths) {
                for (Point2 p : path.points()) {
                    minU = Math.min(minU, p.u());
                    minV = Math.min(minV, p.v());
                    maxU = Math.max(maxU, p.u());
                    maxV = Math.max(maxV, p.v());
                }
            }
            return new BandPart(feature, terrain, List.copyOf(paths), halfWidth,
                    minU - halfWidth, minV - halfWidth, maxU + halfWidth, maxV + halfWidth);
        }

        /** Squared distance to the centre line relative to the half width; above 1 is outside. */
        double relativeDistance(double u, double v) {
            if (u < minU || u > maxU || v < minV || v > maxV) {
                return Double.MAX_VALUE;
            }
            double best = Double.MAX_VALUE;
            for (Polyline path : paths) {
                best = Math.min(best, path.distanceSquared(u, v));
            }
            return best / (halfWidth * halfWidth);
        }

        /** Roads cross rivers on bridges, so where both lie the road shows. */
        int priority() {
            return terrain == Terrain.RIVER ? 0 : 1;
        }
    }

    record CentrePart(int feature, Region region) {
    }

    private final List<CentrePart> given;
    private final List<CentrePart> centres;
    private final List<CapPart> caps;
    private final List<BandPart> bands;
    private final List<BandPart> separators;

    Classifier(List<CentrePart> given, List<CentrePart> centres, List<CapPart> caps, List<BandPart> bands) {
        this(given, centres, caps, bands, List.of());
    }

    private Classifier(List<CentrePart> given, List<CentrePart> centres, List<CapPart> caps, List<BandPart> bands,
                       List<BandPart> separators) {
        this.given = List.copyOf(given);
        this.centres = List.copyOf(centres);
        this.caps = List.copyOf(caps);
        this.bands = List.copyOf(bands);
        this.separators = List.copyOf(separators);
    }

    /**
     * The same shapes plus narrow strips (a tree line, a wall) that belong to a forest or city
     * and run between fields that would otherwise meet on open ground; they yield to all else.
     */
    Classifier withSeparators(List<BandPart> strips) {
        return new Classifier(given, centres, caps, bands, strips);
    }

    List<CapPart> caps() {
        return caps;
    }

    List<BandPart> bands() {
        return bands;
    }

    List<CentrePart> centres() {
        return centres;
    }

    /** The owning feature, or {@link #NONE} where only a field or meadow can be. */
    int primitiveAt(double u, double v) {
        for (CentrePart part : given) {
            if (part.region().contains(u, v)) {
                return part.feature();
            }
        }
        for (CentrePart part : centres) {
            if (part.region().contains(u, v)) {
                return part.feature();
            }
        }
        int capFeature = NONE;
        double capDistance = Double.MAX_VALUE;
        for (CapPart cap : caps) {
            if (cap.region().contains(u, v)) {
                double d = cap.distanceToOwnPorts(u, v);
                if (d < capDistance) {
                    capDistance = d;
                    capFeature = cap.feature();
                }
            }
        }
        if (capFeature != NONE) {
            return capFeature;
        }
        int bandFeature = NONE;
        int bandPriority = -1;
        double bandDistance = Double.MAX_VALUE;
        for (BandPart band : bands) {
            double d = band.relativeDistance(u, v);
            if (d <= 1 && (band.priority() > bandPriority || band.priority() == bandPriority && d < bandDistance)) {
                bandFeature = band.feature();
                bandPriority = band.priority();
                bandDistance = d;
            }
        }
        if (bandFeature != NONE) {
            return bandFeature;
        }
        for (BandPart strip : separators) {
            if (strip.relativeDistance(u, v) <= 1) {
                return strip.feature();
            }
        }
        return NONE;
    }

    /** Whether any cap covers the point (a spring stops where a forest begins). */
    boolean inAnyCap(double u, double v) {
        for (CapPart cap : caps) {
            if (cap.region().contains(u, v)) {
                return true;
            }
        }
        return false;
    }
}
