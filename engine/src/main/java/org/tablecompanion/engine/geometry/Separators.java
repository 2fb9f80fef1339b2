package org.tablecompanion.engine.geometry;

import java.util.ArrayList;
import java.util.List;

import org.tablecompanion.engine.catalog.TileType;

/**
 * Strips that keep apart two fields (or meadows) the catalog names as different but that the
 * caps and bands leave touching on open ground, e.g. three meadows round one forest. Each
 * meeting line becomes a narrow strip of the nearest forest or city (a tree line, a wall), so
 * the picture shows why the fields are separate. A tile with neither keeps the bare line.
 */
final class Separators {

    static final double HALF_WIDTH = 0.028;
    private static final double BIN = 0.04;

    private Separators() {
    }

    static List<Classifier.BandPart> between(TileType tile, LabelRaster raster, Classifier classifier) {
        List<Classifier.BandPart> strips = new ArrayList<>();
        for (List<Point2> meeting : raster.fieldMeetings()) {
            List<Point2> line = smoothLine(meeting);
            int owner = nearestOwner(line, raster, classifier);
            if (owner >= 0) {
                strips.add(Classifier.BandPart.of(owner, tile.feature(owner).terrain(), List.of(new Polyline(line)),
                        HALF_WIDTH));
            }
        }
        return strips;
    }

    /** The points ordered along their main direction, averaged in short bins, ends pushed out a little. */
    private static List<Point2> smoothLine(List<Point2> points) {
        double mu = 0;
        double mv = 0;
        for (Point2 p : points) {
            mu += p.u();
            mv += p.v();
        }
        mu /= points.size();
        mv /= points.size();
        double suu = 0;
        double suv = 0;
        double svv = 0;
        for (Point2 p : points) {
            double du = p.u() - mu;
            double dv = p.v() - mv;
            suu += du * du;
            suv += du * dv;
            svv += dv * dv;
        }
        double angle = 0.5 * Math.atan2(2 * suv, suu - svv);
        Point2 axis = new Point2(Math.cos(angle), Math.sin(angle));
        Point2 mean = new Point2(mu, mv);
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        for (Point2 p : points) {
            double t = p.minus(mean).dot(axis);
            min = Math.min(min, t);
            max = Math.max(max, t);
        }
        int bins = Math.max(2, (int) Math.round((max - min) / BIN));
        double[] su = new double[bins];
        double[] sv = new double[bins];
        int[] counts = new int[bins];
        for (Point2 p : points) {
            double t = p.minus(mean).dot(axis);
            int bin = Math.min(bins - 1, (int) ((t - min) / (max - min + 1e-12) * bins));
            su[bin] += p.u();
            sv[bin] += p.v();
            counts[bin]++;
        }
        List<Point2> line = new ArrayList<>();
        for (int b = 0; b < bins; b++) {
            if (counts[b] > 0) {
                line.add(new Point2(su[b] / counts[b], sv[b] / counts[b]));
            }
        }
        if (line.size() < 2) {
            line.add(line.get(0).plus(axis.times(0.01)));
        }
        Point2 first = line.get(0);
        Point2 second = line.get(1);
        line.set(0, first.plus(first.minus(second).normalized().times(0.04)));
        Point2 last = line.get(line.size() - 1);
        Point2 before = line.get(line.size() - 2);
        line.set(line.size() - 1, last.plus(last.minus(before).normalized().times(0.04)));
        return line;
    }

    /** The cap (else band) feature whose cells come nearest the line's ends; -1 if there is none. */
    private static int nearestOwner(List<Point2> line, LabelRaster raster, Classifier classifier) {
        int best = -1;
        double bestDistance = Double.MAX_VALUE;
        boolean bestIsCap = false;
        Point2[] ends = {line.get(0), line.get(line.size() - 1)};
        int size = raster.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int label = raster.label(x, y);
                boolean isCap = classifier.caps().stream().anyMatch(c -> c.feature() == label);
                boolean isBand = classifier.bands().stream().anyMatch(b -> b.feature() == label);
                if (!isCap && !isBand || bestIsCap && !isCap) {
                    continue;
                }
                Point2 c = new Point2((x + 0.5) / size, (y + 0.5) / size);
                double d = Math.min(c.distance(ends[0]), c.distance(ends[1]));
                if (isCap && !bestIsCap || d < bestDistance) {
                    bestDistance = d;
                    best = label;
                    bestIsCap = isCap;
                }
            }
        }
        return best;
    }
}
