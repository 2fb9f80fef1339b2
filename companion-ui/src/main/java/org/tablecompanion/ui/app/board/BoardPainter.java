package org.tablecompanion.ui.app.board;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * Paints a game state into a {@link BoardPicture}. Pure computation on plain arrays, so it runs
 * on a worker thread. Features are outlined where they meet another feature or an empty square,
 * never across the seam of two tiles they continue over: a city reads as one city. Closed
 * features glow and get a gold outline; open features with figures on them are outlined in the
 * colour of the player who holds them.
 */
public final class BoardPainter {

    /** Where no tile lies the picture is see-through: the view's own table colour shows. */
    static final int NO_TILE = 0x00000000;
    static final int CLOSED_TINT = 0xFFFFF0B3;
    static final int CLOSED_LINE = 0xFFE3A600;
    private static final int MAX_TILE = 96;
    private static final int MIN_TILE = 24;
    private static final long PIXEL_BUDGET = 4_000_000L;

    private final TileFaces faces;

    public BoardPainter(TileFaces faces) {
        this.faces = faces;
    }

    /** Pixels per tile for a board of this many squares: as sharp as the pixel budget allows. */
    static int tileSizeFor(int cols, int rows) {
        int fit = (int) Math.floor(Math.sqrt((double) PIXEL_BUDGET / Math.max(1, (long) cols * rows)));
        return Math.max(MIN_TILE, Math.min(MAX_TILE, fit));
    }

    public BoardPicture paint(GameState state) {
        return paint(state, faces);
    }

    /** Paints with the tile pictures of the game's catalogs (their printing's style). */
    public BoardPicture paint(GameState state, org.tablecompanion.engine.catalog.Catalog catalog) {
        return paint(state, faces.forCatalog(catalog));
    }

    private BoardPicture paint(GameState state, TileFaces faces) {
        Board board = state.board();
        int minX = 0;
        int minY = 0;
        int maxX = 0;
        int maxY = 0;
        boolean first = true;
        for (Position p : board.positions()) {
            minX = first ? p.x() : Math.min(minX, p.x());
            minY = first ? p.y() : Math.min(minY, p.y());
            maxX = first ? p.x() : Math.max(maxX, p.x());
            maxY = first ? p.y() : Math.max(maxY, p.y());
            first = false;
        }
        minX -= 1;
        minY -= 1;
        int cols = maxX + 1 - minX + 1;
        int rows = maxY + 1 - minY + 1;
        int tile = tileSizeFor(cols, rows);
        int width = cols * tile;
        int height = rows * tile;
        int[] argb = new int[width * height];
        int[] ids = new int[width * height];
        byte[] local = new byte[width * height];
        java.util.Arrays.fill(argb, NO_TILE);
        java.util.Arrays.fill(ids, -1);

        List<Feature> features = state.features().all();
        Map<Feature, Integer> idOf = new HashMap<>();
        for (int i = 0; i < features.size(); i++) {
            idOf.put(features.get(i), i);
        }
        // Laying tile types out is the slow part of a first paint: do the distinct ones side by side.
        board.tiles().stream().map(t -> Map.entry(t.type(), t.rotation())).distinct().toList().parallelStream()
                .forEach(e -> faces.face(e.getKey(), e.getValue(), tile));
        Map<Position, TileFace> placedFaces = new HashMap<>();
        List<Emblem> emblems = new ArrayList<>();
        for (PlacedTile t : board.tiles()) {
            TileFace face = faces.face(t.type(), t.rotation(), tile);
            placedFaces.put(t.position(), face);
            int[] global = new int[t.featureCount()];
            for (int f = 0; f < global.length; f++) {
                global[f] = state.features().of(new FeaturePart(t.position(), f)).map(idOf::get).orElse(-1);
            }
            int x0 = (t.x() - minX) * tile;
            int y0 = (t.y() - minY) * tile;
            for (int y = 0; y < tile; y++) {
                int src = y * tile;
                int dst = (y0 + y) * width + x0;
                for (int x = 0; x < tile; x++) {
                    argb[dst + x] = face.argb()[src + x];
                    int label = face.labels()[src + x];
                    local[dst + x] = (byte) label;
                    ids[dst + x] = label >= 0 && label < global.length ? global[label] : -1;
                }
            }
            if (!faces.paintsEmblems()) {
                emblems.addAll(emblemsOf(t, face, x0, y0, tile));
            }
        }

        Map<Integer, PlayerColour> holders = holders(state, idOf);
        int[] dist = Anchors.distanceToBorders(ids, width, height);
        // Lines are thinner on narrow bands (roads, rivers) and on fields, which would otherwise
        // drown in outlines: a field's farmers outline it along every road and city it borders.
        int wideClosed = Math.max(2, tile / 22);
        int narrowClosed = Math.max(1, tile / 44);
        int wideHeld = Math.max(2, tile / 30);
        int narrowHeld = Math.max(1, tile / 48);
        boolean[] narrow = new boolean[features.size()];
        for (int i = 0; i < narrow.length; i++) {
            Terrain t = features.get(i).terrain();
            narrow[i] = t == Terrain.ROAD || t == Terrain.RIVER || t == Terrain.FIELD || t == Terrain.MEADOW;
        }
        for (int i = 0; i < argb.length; i++) {
            int id = ids[i];
            if (id < 0) {
                continue;
            }
            Feature f = features.get(id);
            int px = argb[i];
            if (f.complete()) {
                px = TerrainPalette.blend(px, CLOSED_TINT, 0.28);
            }
            int d = dist[i];
            if (f.complete() && d < 3 * (narrow[id] ? narrowClosed : wideClosed)) {
                px = CLOSED_LINE;
            } else if (holders.containsKey(id) && d < 3 * (narrow[id] ? narrowHeld : wideHeld)) {
                px = PlayerPalette.argb(holders.get(id));
            } else if (d == 0) {
                px = TerrainPalette.shade(px, 0.55);
            }
            argb[i] = px;
        }
        shadeSeams(argb, ids, width, height, tile);

        List<FigureMark> marks = figureMarks(state.figures(), placedFaces, minX, minY, tile);
        Set<Position> frontier = board.isEmpty() ? Set.of(Position.ORIGIN) : new LinkedHashSet<>(board.frontier());
        return new BoardPicture(minX, minY, cols, rows, tile, argb, ids, local, features, marks, emblems,
                board.positions(), frontier);
    }

    /** Who holds each open feature that has figures: the player with the most (the first on a tie). */
    private static Map<Integer, PlayerColour> holders(GameState state, Map<Feature, Integer> idOf) {
        Map<Integer, Map<PlayerColour, Integer>> counts = new HashMap<>();
        for (Figure fig : state.figures()) {
            state.features().of(fig.at()).ifPresent(f -> {
                Integer id = idOf.get(f);
                if (id != null) {
                    counts.computeIfAbsent(id, k -> new EnumMap<>(PlayerColour.class)).merge(fig.owner(), 1, Integer::sum);
                }
            });
        }
        Map<Integer, PlayerColour> result = new HashMap<>();
        counts.forEach((id, perPlayer) -> {
            PlayerColour best = null;
            int most = 0;
            for (PlayerColour c : state.players().stream().map(p -> p.colour()).toList()) {
                int n = perPlayer.getOrDefault(c, 0);
                if (n > most) {
                    most = n;
                    best = c;
                }
            }
            if (best != null) {
                result.put(id, best);
            }
        });
        return result;
    }

    /** Tiles keep a faint seam where they meet, as cardboard tiles do. */
    private static void shadeSeams(int[] argb, int[] ids, int width, int height, int tile) {
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int i = y * width + x;
                if (ids[i] >= 0 && (x % tile == 0 || y % tile == 0 || x % tile == tile - 1 || y % tile == tile - 1)) {
                    argb[i] = TerrainPalette.shade(argb[i], 0.88);
                }
            }
        }
    }

    private static List<Emblem> emblemsOf(PlacedTile t, TileFace face, int x0, int y0, int tile) {
        List<Emblem> result = new ArrayList<>();
        for (int f = 0; f < t.featureCount(); f++) {
            FeatureSpec spec = t.feature(f);
            UV a = face.anchors().get(f);
            double ax = x0 + a.u() * tile;
            double ay = y0 + a.v() * tile;
            if (spec.terrain() == Terrain.CITY && spec.pennants() > 0) {
                // beside the figure spot, toward the tile's centre so it stays on the city
                double dx = (0.5 - a.u()) * tile;
                double dy = (0.5 - a.v()) * tile;
                double len = Math.max(1e-6, Math.hypot(dx, dy));
                double off = tile * 0.2;
                result.add(new Emblem(Emblem.Kind.PENNANT, ax + (len < off ? off : dx / len * off),
                        ay + (len < off ? 0 : dy / len * off)));
            }
            if (spec.terrain() == Terrain.MONASTERY) {
                result.add(new Emblem(Emblem.Kind.CHAPEL, ax, ay));
            }
            if (spec.fish() > 0) {
                result.add(new Emblem(Emblem.Kind.FISH, ax + tile * 0.12, ay + tile * 0.1));
            }
            if (spec.gold()) {
                result.add(new Emblem(Emblem.Kind.GOLD, ax + tile * 0.14, ay - tile * 0.1));
            }
        }
        return result;
    }

    private static List<FigureMark> figureMarks(List<Figure> figures, Map<Position, TileFace> faces, int minX,
            int minY, int tile) {
        Map<FeaturePart, Integer> seen = new HashMap<>();
        List<FigureMark> marks = new ArrayList<>();
        for (Figure fig : figures) {
            TileFace face = faces.get(fig.position());
            if (face == null) {
                continue;
            }
            UV a = fig.at().index() < face.anchors().size() ? face.anchors().get(fig.at().index()) : UV.CENTRE;
            int nth = seen.merge(fig.at(), 1, Integer::sum) - 1;
            double x = (fig.position().x() - minX + a.u()) * tile + nth * tile * 0.16;
            double y = (fig.position().y() - minY + a.v()) * tile - nth * tile * 0.05;
            marks.add(new FigureMark(fig, x, y));
        }
        return marks;
    }
}
