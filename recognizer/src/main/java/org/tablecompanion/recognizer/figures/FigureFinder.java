package org.tablecompanion.recognizer.figures;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.tablecompanion.calibration.figures.FigureColour;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.GameKind;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.geometry.FeatureShape;
import org.tablecompanion.engine.geometry.TileGeometry;
import org.tablecompanion.engine.geometry.TileLayout;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.recognizer.board.BoardImage;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.board.TilePose;
import org.tablecompanion.recognizer.geometry.Vec2;
import org.tablecompanion.recognizer.identify.Candidate;
import org.tablecompanion.recognizer.identify.TilePictures;
import org.tablecompanion.engine.geometry.TileSymmetry;

/**
 * Finds the figures on the board. The tile readings leave behind, per tile, the pixels no
 * reading explains; in the board seen from above these form blobs, and a blob whose pixels are
 * mostly of one player's colour is a figure. A standing figure leans away from the point under
 * the camera, so its foot is the blob's end nearest that point. The foot, on the tile read
 * there, gives the feature from the catalog geometry (the feature whose anchor, where players
 * put figures, is nearest). Farmers and hunters lie: a figure on a field or a meadow is lying;
 * an H&G figure on water is a hut unless a standing meeple's silhouette fits it clearly better,
 * and a blue one mostly on land is a hunter on the bank whose blob took in the shaded water.
 */
public final class FigureFinder {

    /** Fewer coloured pixels than this (board image, 64 per cell) make no figure. */
    private static final int MIN_PIXELS = 18;

    private final Catalog catalog;
    /** Per tile type of the catalog, its geometry at each rotation (in {@link Rotation} order). */
    private final Map<String, TileGeometry[]> geometry = new java.util.concurrent.ConcurrentHashMap<>();
    private final PlayerPaint paint;

    public FigureFinder(Catalog catalog) {
        this(catalog, List.of());
    }

    /**
     * @param learnedColours the players' figure colours learned on this table (calibration); when
     *                       given, a pixel is the colour of the nearest learned figure colour
     *                       (L*a*b*, none beyond a few spreads) instead of the paints' fixed hues,
     *                       so figures of an unusual shade and a table's own light are told right
     */
    public FigureFinder(Catalog catalog, List<FigureColour> learnedColours) {
        this.catalog = catalog;
        catalog.tiles().parallelStream().map(t -> java.util.Map.entry(t.id(), turns(t))).toList()
                .forEach(e -> geometry.put(e.getKey(), e.getValue()));
        this.paint = PlayerPaint.of(learnedColours);
    }

    /**
     * Tile layouts worked out so far in this process, by tile type. Laying a tile type out
     * takes milliseconds (an H&amp;G tile's lakes and pools most), and laid out on first sight
     * in the frame it was read in, it made most of the figures stage's time: H&amp;G boards
     * show many types, and on seeds 2000-2004 the layouts took 58 to 92 % of it in a finder
     * new to the scene. So every type is laid out when a finder is made, before any frame, and
     * once per process for all finders (the layout depends on the type alone).
     */
    private static final Map<TileType, TileGeometry> LAYOUTS = new java.util.concurrent.ConcurrentHashMap<>();

    private static TileGeometry[] turns(TileType type) {
        TileGeometry upright = LAYOUTS.computeIfAbsent(type, TileLayout::layout);
        TileGeometry[] out = new TileGeometry[Rotation.values().length];
        for (Rotation r : Rotation.values()) {
            out[r.ordinal()] = upright.at(r);
        }
        return out;
    }

    /** A read tile's geometry as it lies. */
    private TileGeometry geometry(TileType type, Rotation rotation) {
        return geometry.computeIfAbsent(type.id(), k -> turns(type))[rotation.ordinal()];
    }

    /** A point where a figure on a feature of a tile as it lies may stand. */
    private record Anchor(int feature, double u, double v) {
    }

    /** Per tile type of the catalog, the anchors of its features at each rotation (in {@link Rotation} order). */
    private final Map<String, List<List<Anchor>>> anchors = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The anchors of a read tile's features as it lies, with those of every turn that lies alike.
     * A reading cannot tell such turns apart (a monastery alone in its field looks the same
     * turned any way), so the turn it reports is one of them by chance, while the player put the
     * figure on the anchor of the tile as it really lies. The geometry is the same at each of
     * them, but an anchor need not turn with it: the field round a monastery has its anchor above
     * the building, and a farmer beside it on a tile read a quarter turn off lay nearer the
     * monastery's anchor than the field's and was read on the monastery (four farmers on
     * base+River zero-shot seeds 2000-2004 and 3000-3004). So each feature counts the anchors it
     * has at every such turn, numbered as the reported turn numbers the features.
     */
    private List<Anchor> anchors(TileType type, Rotation rotation) {
        return anchors.computeIfAbsent(type.id(), k -> {
            List<List<Anchor>> byTurn = new ArrayList<>();
            for (Rotation r : Rotation.values()) {
                List<Anchor> out = new ArrayList<>();
                for (Rotation alike : Rotation.values()) {
                    Optional<int[]> same = TileSymmetry.featureMap(type, alike, r);
                    if (same.isEmpty()) {
                        continue;
                    }
                    for (FeatureShape s : geometry(type, alike).shapes()) {
                        Anchor a = new Anchor(same.get()[s.feature()], s.anchor().u(), s.anchor().v());
                        if (!out.contains(a)) {
                            out.add(a);
                        }
                    }
                }
                byTurn.add(List.copyOf(out));
            }
            return List.copyOf(byTurn);
        }).get(rotation.ordinal());
    }

    /**
     * The figures of the blobs of {@code mask}; with {@code touching}, only of the blobs with a
     * pixel in it, and with {@code held}, only of the blobs with none in it.
     */
    private List<FoundFigure> find(BoardImage board, boolean[] mask, PlayerPaint.Pixels px, boolean[] touching,
                                   boolean[] held, Map<Cell, Candidate> readings, Map<Cell, Candidate> otherReadings,
                                   Vec2 nadir, double height) {
        int w = board.image().cols();
        int h = board.image().rows();
        List<Piece> pieces = new ArrayList<>();
        int[] label = new int[w * h];
        int next = 0;
        for (int start = 0; start < w * h; start++) {
            if (!mask[start] || label[start] != 0) {
                continue;
            }
            next++;
            List<Integer> pixels = flood(mask, label, w, h, start, next);
            if ((touching == null || pixels.stream().anyMatch(p -> touching[p]))
                    && (held == null || pixels.stream().noneMatch(p -> held[p]))) {
                pieces.addAll(pieces(board, pixels, px, w));
            }
        }
        // Each piece is told on its own (its silhouettes fitted, its feature found) from the board
        // and the readings alone: on all cores, back in piece order, the same figures.
        List<FoundFigure> out = new ArrayList<>();
        joined(pieces, w, board.cellPx()).parallelStream()
                .map(piece -> figure(board, piece, px, w, readings, otherReadings, nadir, height)).toList()
                .forEach(f -> f.ifPresent(out::add));
        return out;
    }

    /**
     * The figures in the blobs of what the tiles' readings leave unexplained, and then blue and
     * green ones found again with each tile's camouflaged wood (pixels its reading explained as
     * art of a figure's colour, water or a forest, that may be a blue or a green figure's: {@code
     * MatchResult#camouflagedWood}) counted as unexplained, where no figure was found before.
     * Only where none was: beside a figure already found those
     * pixels are mostly its shadow on the water or the shaded water it stands in, and on H&amp;G
     * zero-shot seeds 1000-5004, counted everywhere, they moved the feet of a blue hunter lying
     * by a lake and a hut across a seam as often as they found a hut (514 figures right either
     * way), and made 4 extra blue figures out of shadows. Green ones since the twenty-second
     * session: two green meeples standing in forests at a dim board's edge (seed 5001), whose
     * paint the forest's colours took in, were not found. Black ones since the fifty-second: a
     * black meeple standing in a forest was explained as the forest's darkest shade (H&amp;G
     * zero-shot default 117000-140004, 120 scenes: 4 not found, all found now, nothing else moved;
     * counted as unexplained instead, a square of it at a dark table's edge was no longer mostly
     * explained and was dropped, with the black meeple lying on it). The cost is at hard, where
     * the lattice calls squares of a dark table tiles: on 1000-3004, 68 -> 71 extra figures, black
     * ones on those squares, none told as sure.
     *
     * @param board the board seen from above
     * @param poses each tile's square in the board image
     * @param foreign per tile (same order as poses), the pixels no reading explains
     * @param camouflagedWood per tile (same order as poses), the pixels of its art that may be wood
     * @param readings the chosen reading per cell
     * @param nadir the board point under the camera
     * @param height the camera's height above the board, cells
     */
    public List<FoundFigure> find(BoardImage board, List<TilePose> poses, List<boolean[]> foreign,
                                  List<boolean[]> camouflagedWood, Map<Cell, Candidate> readings, Vec2 nadir,
                                  double height) {
        return find(board, poses, foreign, camouflagedWood, readings, Map.of(), nadir, height);
    }

    /**
     * As {@link #find(BoardImage, List, List, List, Map, Vec2, double)}, each figure on a square of
     * {@code otherReadings} also told on that square's other reading, and marked where its shape
     * fits that reading better ({@link FoundFigure#shapeFitsOtherReading}).
     *
     * @param otherReadings per square, another reading: zero-shot one that only a figure tells from
     *                      the chosen one ({@code HiddenDifferences}), with a pack an asked square's
     *                      second reading
     */
    public List<FoundFigure> find(BoardImage board, List<TilePose> poses, List<boolean[]> foreign,
                                  List<boolean[]> camouflagedWood, Map<Cell, Candidate> readings,
                                  Map<Cell, Candidate> otherReadings, Vec2 nadir, double height) {
        int w = board.image().cols();
        int h = board.image().rows();
        boolean[] unexplained = unexplainedOnBoard(w, h, poses, foreign);
        PlayerPaint.Pixels px = paint.pixels(board.image());
        List<FoundFigure> first = find(board, unexplained, px, null, null, readings, otherReadings, nadir, height);
        // Only the blobs the wood adds to or makes, and that hold no figure's foot already, are
        // read again: the rest would give the same figures or none that counts, and reading the
        // whole board twice doubled the stage's time.
        boolean[] wood = unexplainedOnBoard(w, h, poses, camouflagedWood);
        boolean any = false;
        for (int p = 0; p < wood.length; p++) {
            wood[p] &= !unexplained[p];
            any |= wood[p];
        }
        if (!any) {
            return first;
        }
        boolean[] both = unexplained.clone();
        for (int p = 0; p < both.length; p++) {
            both[p] |= wood[p];
        }
        boolean[] feet = new boolean[both.length];
        for (FoundFigure f : first) {
            int x = (int) Math.floor((f.foot().x() - board.minI()) * board.cellPx());
            int y = (int) Math.floor((f.foot().y() - board.minJ()) * board.cellPx());
            for (int yy = Math.max(0, y - 2); yy <= Math.min(h - 1, y + 2); yy++) {
                for (int xx = Math.max(0, x - 2); xx <= Math.min(w - 1, x + 2); xx++) {
                    feet[yy * w + xx] = true;
                }
            }
        }
        List<FoundFigure> out = new ArrayList<>(first);
        for (FoundFigure f : find(board, both, px, wood, feet, readings, otherReadings, nadir, height)) {
            boolean camouflaged = f.colour() == PlayerColour.BLUE || f.colour() == PlayerColour.GREEN
                    || f.colour() == PlayerColour.BLACK;
            if (camouflaged && first.stream().allMatch(g -> farApart(f, g))) {
                out.add(f);
            }
        }
        return out;
    }

    /**
     * Least distance between two figures' feet, cells, for a figure found again to be another.
     * The blue huts found again on H&amp;G zero-shot seeds 1000-5004 stood 0.65 cells or more from
     * any figure found before; a black meeple's shadow on a spring (base+River seed 2003) was
     * found again as a blue farmer 0.39 cells from the meeple.
     */
    private static final double APART_FEET = 0.5;

    private static boolean farApart(FoundFigure a, FoundFigure b) {
        return Math.hypot(a.foot().x() - b.foot().x(), a.foot().y() - b.foot().y()) >= APART_FEET;
    }

    /**
     * The pixels of a board image of {@code w} by {@code h} that the tiles' readings leave
     * unexplained: each tile's flags (at {@link TilePictures#SIZE}) drawn over its square.
     */
    public static boolean[] unexplainedOnBoard(int w, int h, List<TilePose> poses, List<boolean[]> foreign) {
        boolean[] mask = new boolean[w * h];
        int n = TilePictures.SIZE;
        for (int k = 0; k < poses.size(); k++) {
            TilePose p = poses.get(k);
            boolean[] f = foreign.get(k);
            double step = p.side() / n;
            double x0 = p.centreX() - p.side() / 2;
            double y0 = p.centreY() - p.side() / 2;
            for (int y = 0; y < n; y++) {
                for (int x = 0; x < n; x++) {
                    if (!f[y * n + x]) {
                        continue;
                    }
                    for (int yy = (int) Math.floor(y0 + y * step); yy < (int) Math.ceil(y0 + (y + 1) * step); yy++) {
                        for (int xx = (int) Math.floor(x0 + x * step); xx < (int) Math.ceil(x0 + (x + 1) * step); xx++) {
                            if (xx >= 0 && yy >= 0 && xx < w && yy < h) {
                                mask[yy * w + xx] = true;
                            }
                        }
                    }
                }
            }
        }
        return mask;
    }

    /**
     * Pixels of one colour that may be one figure.
     *
     * @param colourShare share of the blob's coloured pixels that are of this colour
     * @param carved whether it was cut out of a larger blob
     * @param halfOnly whether it is a figure only joined to another piece (a dark patch too small
     *                 to be a figure alone: see {@link #pieces})
     */
    private record Piece(PlayerColour colour, List<Integer> body, double colourShare, boolean carved,
                         boolean halfOnly) {
        Piece(PlayerColour colour, List<Integer> body, double colourShare, boolean carved) {
            this(colour, body, colourShare, carved, false);
        }
    }

    private static boolean shadowLike(PlayerColour c) {
        return c == PlayerColour.BLACK || c == PlayerColour.GREY;
    }

    /** Width of the ring around a dark piece that is looked at, cells. */
    private static final double RING = 0.08;
    /** Share of that ring of the piece's own colour above which the piece is part of a darkness. */
    private static final double DARK_RING = 0.6;

    /**
     * Whether a black or grey piece is part of a larger darkness: the floor beyond the table's
     * edge, a deep shadow. A figure stands out from the tile around it (its own shadow covers
     * only one side), so most of a ring around it is of other colours, even where the reading
     * of that ground (a square read over the floor) explained the ring.
     */
    private boolean inDarkness(Piece p, BoardImage board, PlayerPaint.Pixels px, int w) {
        List<Integer> ring = ring(p, board, w);
        long same = ring.stream().filter(q -> paint.colour(px, q) == p.colour()).count();
        return !ring.isEmpty() && same > DARK_RING * ring.size();
    }

    /** The board pixels round a piece's box, {@link #RING} of a cell wide. */
    private static List<Integer> ring(Piece p, BoardImage board, int w) {
        int h = board.image().rows();
        int[] b = box(p.body(), w);
        int m = Math.max(2, (int) Math.round(RING * board.cellPx()));
        List<Integer> out = new ArrayList<>();
        for (int y = Math.max(0, b[1] - m); y <= Math.min(h - 1, b[3] + m); y++) {
            for (int x = Math.max(0, b[0] - m); x <= Math.min(w - 1, b[2] + m); x++) {
                if (x < b[0] || x > b[2] || y < b[1] || y > b[3]) {
                    out.add(y * w + x);
                }
            }
        }
        return out;
    }

    /**
     * Brightest fifth of a carved piece, against its ground's median light, under which it is a
     * shadow. Default pack H&amp;G seeds 1000-7004: the blue pieces carved beside a figure on
     * water were 0.59-0.74 where they were shadows (5 of them read as extra huts) and 0.77-1.09
     * where they were huts and meeples.
     */
    private static final double SHADE_OF_GROUND = 0.75;
    /** Least pixels of the piece's own colour in its ring for its ground to be of that colour. */
    private static final int GROUND_LEAST = 12;

    /**
     * Whether a coloured piece carved from a larger blob is the shadow a figure casts on art of
     * the piece's colour (water for blue, a forest for green) rather than wood: a figure's wood
     * has a lit side, as bright as the ground around it or brighter, while a shadow is darker
     * than its ground everywhere. Judged by the piece's brightest fifth against the median of
     * its ring's pixels of the same colour; a piece whose ring is not of its colour is not judged.
     */
    private boolean shadeOfItsGround(Piece p, BoardImage board, PlayerPaint.Pixels px, int w) {
        List<Integer> ground = new ArrayList<>();
        for (int q : ring(p, board, w)) {
            if (paint.colour(px, q) == p.colour()) {
                ground.add(brightest(px, q));
            }
        }
        if (ground.size() < GROUND_LEAST) {
            return false;
        }
        List<Integer> wood = new ArrayList<>(p.body().size());
        for (int q : p.body()) {
            wood.add(brightest(px, q));
        }
        java.util.Collections.sort(ground);
        java.util.Collections.sort(wood);
        int lit = wood.get((int) Math.floor(0.8 * (wood.size() - 1)));
        int groundLight = ground.get(ground.size() / 2);
        return lit < SHADE_OF_GROUND * groundLight;
    }

    /** Brightest channel of a board pixel, 8-bit. */
    private static int brightest(PlayerPaint.Pixels px, int p) {
        byte[] bgr = px.bgr();
        return Math.max(bgr[3 * p] & 0xff, Math.max(bgr[3 * p + 1] & 0xff, bgr[3 * p + 2] & 0xff));
    }

    /**
     * Most a seam the readings leave between two halves of one figure is wide, cells. At 0.06
     * (3.8 pixels at 64 a cell) a blue hut on 74's river, cut in two by the river's explained
     * band (H&amp;G default seed 15004), was read as two figures, one on each bank, and a blue
     * fisher at the board's edge (19001), its halves 4 pixels apart, as none. At 0.07 both are
     * read whole, and of H&amp;G default seeds 1000-20004, easy 1000-4004, hard 1000-3004,
     * base+River default and hard 1000-4004 and with a pack (default 1000-8004, easy 1000-4004)
     * nothing else moved but an extra figure fewer zero-shot (the hut's second half) and one
     * fewer with a pack; at 0.1 or 0.15 (forty-first session) two extra figures more came on
     * seeds 1000-8004 and one held out.
     */
    private static final double JOIN_GAP = 0.07;
    /**
     * The same for a black figure's halves, cells. The seam between two tiles is drawn dark, and
     * a black figure's rim is as dark: the readings explain the dark line and the rim with it, so
     * the halves of a black meeple across a seam lie further apart (H&amp;G zero-shot seed 1002:
     * 5 pixels, 0.08 of a cell, where 0.06 allows 3.8).
     */
    private static final double BLACK_JOIN_GAP = 0.09;

    /**
     * Pieces of one colour that nearly touch are one figure: a figure across the seam between
     * two tiles is cut in two by the tiles' borders, which no reading calls foreign. Joined only
     * while the whole still has a figure's size, only where one of the two is thick and large
     * enough to be a figure's half, and never a carved piece (a blue meeple's half is not to be
     * joined with crumbs of the river beside it). A sliver of a figure beside its larger part is
     * joined to it: on base default seed 1002 a green meeple across a seam left 60 pixels on one
     * tile (a half needs 61) and 203 on the other, and was found twice, once sure.
     * <p>
     * A black patch carved out of a larger blob may be joined too, to a piece that was not carved
     * (never two carved patches): a black meeple standing on a river across a seam had one half
     * in a blob with the river (carved out, 136 pixels) and the other alone (120 pixels), each
     * too small to be a figure, and was never found. Black is not of any terrain's colour, so a
     * black patch is not a crumb of art. A piece that may only be a half ({@link Piece#halfOnly})
     * and is joined to nothing is dropped.
     */
    private static List<Piece> joined(List<Piece> pieces, int w, int cellPx) {
        List<Piece> out = new ArrayList<>();
        List<Piece> halves = new ArrayList<>();
        // Whether each piece may be joined to a sliver: large and thick enough to be a half, or
        // already joined (worked out once; the core is a pass over the piece).
        List<Boolean> whole = new ArrayList<>();
        for (Piece p : pieces) {
            if (p.carved() && p.colour() != PlayerColour.BLACK) {
                out.add(p);
            } else {
                halves.add(p);
                whole.add(half(p, w, cellPx));
            }
        }
        double gap = JOIN_GAP * cellPx;
        double blackGap = BLACK_JOIN_GAP * cellPx;
        boolean changed = true;
        while (changed) {
            changed = false;
            search:
            for (int a = 0; a < halves.size(); a++) {
                for (int b = a + 1; b < halves.size(); b++) {
                    Piece pa = halves.get(a);
                    Piece pb = halves.get(b);
                    if (pa.colour() != pb.colour() || !(whole.get(a) || whole.get(b)) || pa.carved() && pb.carved()
                            || !near(pa.body(), pb.body(), w, pa.colour() == PlayerColour.BLACK ? blackGap : gap)) {
                        continue;
                    }
                    List<Integer> body = new ArrayList<>(pa.body());
                    body.addAll(pb.body());
                    int[] box = box(body, w);
                    if (!figureSized(body.size(), box, cellPx)) {
                        continue;
                    }
                    double share = (pa.colourShare() * pa.body().size() + pb.colourShare() * pb.body().size())
                            / body.size();
                    halves.set(a, new Piece(pa.colour(), body, share, pa.carved() || pb.carved()));
                    whole.set(a, true);
                    halves.remove(b);
                    whole.remove(b);
                    changed = true;
                    break search;
                }
            }
        }
        halves.stream().filter(p -> !p.halfOnly()).forEach(out::add);
        return out;
    }

    /** Least size of a figure's half, cell areas. */
    private static final double HALF_MIN = 0.015;

    private static boolean half(Piece p, int w, int cellPx) {
        if (p.carved() || p.body().size() < HALF_MIN * cellPx * cellPx) {
            return false;
        }
        int[] b = box(p.body(), w);
        return core(p.body(), w, b[0], b[1], b[2], b[3], Math.max(1, (int) Math.round(CORE_DEPTH * cellPx))) >= MIN_CORE;
    }

    /**
     * A figure is small: a meeple is about a third of a tile across. A larger patch of one
     * colour is a misread piece of art (a river, a city), not wood.
     */
    private static boolean figureSized(int pixels, int[] box, int cellPx) {
        return pixels <= 0.22 * cellPx * cellPx && box[2] - box[0] <= 0.7 * cellPx && box[3] - box[1] <= 0.7 * cellPx;
    }

    /** Whether some pixel of one set lies within {@code gap} pixels of one of the other. */
    private static boolean near(List<Integer> a, List<Integer> b, int w, double gap) {
        int[] ba = box(a, w);
        int[] bb = box(b, w);
        if (ba[0] - bb[2] > gap || bb[0] - ba[2] > gap || ba[1] - bb[3] > gap || bb[1] - ba[3] > gap) {
            return false;
        }
        double g2 = gap * gap;
        for (int p : a) {
            int x = p % w;
            int y = p / w;
            if (x < bb[0] - gap || x > bb[2] + gap || y < bb[1] - gap || y > bb[3] + gap) {
                continue;
            }
            for (int q : b) {
                double dx = q % w - x;
                double dy = q / w - y;
                if (dx * dx + dy * dy <= g2) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Bounding box of board pixels: min x, min y, max x, max y. */
    private static int[] box(List<Integer> pixels, int w) {
        int[] b = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
        for (int p : pixels) {
            b[0] = Math.min(b[0], p % w);
            b[1] = Math.min(b[1], p / w);
            b[2] = Math.max(b[2], p % w);
            b[3] = Math.max(b[3], p / w);
        }
        return b;
    }

    private static List<Integer> flood(boolean[] mask, int[] label, int w, int h, int start, int id) {
        List<Integer> pixels = new ArrayList<>();
        java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
        todo.add(start);
        label[start] = id;
        while (!todo.isEmpty()) {
            int p = todo.poll();
            pixels.add(p);
            int x = p % w;
            int y = p / w;
            int[] nb = {x > 0 ? p - 1 : -1, x + 1 < w ? p + 1 : -1, y > 0 ? p - w : -1, y + 1 < h ? p + w : -1};
            for (int q : nb) {
                if (q >= 0 && mask[q] && label[q] == 0) {
                    label[q] = id;
                    todo.add(q);
                }
            }
        }
        return pixels;
    }

    /**
     * The figures in one blob of unexplained pixels. Mostly a blob is one figure; but where the
     * reading leaves a piece of art unexplained next to a figure (a river the zero-shot layout
     * draws a little off, a shadow), or two figures touch, the blob is more than a figure, and
     * then each colour's connected patches inside it are judged on their own ("carved").
     */
    private List<Piece> pieces(BoardImage board, List<Integer> pixels, PlayerPaint.Pixels px, int w) {
        Map<PlayerColour, List<Integer>> votes = new EnumMap<>(PlayerColour.class);
        for (int p : pixels) {
            PlayerColour c = paint.colour(px, p);
            if (c != null) {
                votes.computeIfAbsent(c, k -> new ArrayList<>()).add(p);
            }
        }
        PlayerColour best = null;
        int bestCount = 0;
        int total = 0;
        for (Map.Entry<PlayerColour, List<Integer>> e : votes.entrySet()) {
            total += e.getValue().size();
            if (e.getValue().size() > bestCount) {
                bestCount = e.getValue().size();
                best = e.getKey();
            }
        }
        List<Piece> out = new ArrayList<>();
        // A blob of a figure's size that is mostly one colour is that figure; a larger one is carved.
        // Black and grey are also shadows and dark floor: a dark piece must be as large as a
        // carved one (a meeple seen from above covers twice that) and stand out from its ring.
        int least = (int) Math.ceil(CARVE_MIN * board.cellPx() * board.cellPx());
        java.util.Optional<Piece> whole = piece(pixels.size(), votes, best, bestCount, total)
                .filter(p -> figureSized(p.body().size(), box(p.body(), w), board.cellPx()))
                .filter(p -> !shadowLike(p.colour()) || p.body().size() >= least && !inDarkness(p, board, px, w));
        whole.ifPresent(out::add);
        // A black blob too small for a dark figure may be half of one across a seam: kept, to
        // count only if joined (see joined).
        if (whole.isEmpty()) {
            piece(pixels.size(), votes, best, bestCount, total)
                    .filter(p -> p.colour() == PlayerColour.BLACK && p.body().size() < least
                            && half(p, w, board.cellPx()) && !inDarkness(p, board, px, w))
                    .ifPresent(p -> out.add(new Piece(p.colour(), p.body(), p.colourShare(), false, true)));
        }
        for (Map.Entry<PlayerColour, List<Integer>> e : votes.entrySet()) {
            PlayerColour c = e.getKey();
            // Grey patches are shadows on light art as often as figures: never carved. Black
            // ones are carved (a black meeple by a river whose shaded water joins its blob)
            // when they stand out from the tile around them, as a figure does and a darkness not.
            if (c == PlayerColour.GREY || e.getValue().size() < least
                    || (whole.isPresent() && c == best)) {
                continue;
            }
            for (List<Integer> found : components(e.getValue(), w)) {
                List<Integer> patch = found;
                // A blue or a green figure on art of its colour (a meeple standing in a river, in
                // a forest) can be one patch with a strip of that art the reading left
                // unexplained beside it: too long for a figure, and dropped whole. Its compact
                // part is the figure.
                if ((c == PlayerColour.BLUE || c == PlayerColour.GREEN) && patch.size() >= least
                        && !figureSized(patch.size(), box(patch, w), board.cellPx())) {
                    patch = compactPart(patch, w, board.cellPx());
                }
                if (patch.size() < least) {
                    continue;
                }
                int inBox = inBox(pixels, patch, w);
                // The patch must fill most of its own box of the blob: a compact piece of wood,
                // not a stretch of river with the blob's other pixels all around it.
                double share = patch.size() / (double) inBox;
                if (share < CARVE_SHARE) {
                    continue;
                }
                Piece carved = new Piece(c, patch, share, true);
                if (shadowLike(c) ? inDarkness(carved, board, px, w) : shadeOfItsGround(carved, board, px, w)) {
                    continue;
                }
                out.add(carved);
            }
        }
        return out;
    }

    /**
     * Half the side, cells, of the square that must fit inside a patch's pixels for them to be
     * part of its compact part ({@link #compactPart}): a square of 0.13 of a cell (9 pixels at 64
     * a cell) passes along no river, which is about 0.1 of a cell wide, and fits inside a meeple's
     * body. H&amp;G zero-shot seed 3001: a blue fisher standing in 48's river was one patch with
     * 52 pixels of the river beside it (at 64 a cell: wider than 0.7 of a cell) and not found.
     */
    private static final double COMPACT_DEPTH = 0.06;
    /**
     * Cells of the patch round its compact part given back to it: the square trims the meeple's
     * legs and rim, and without them the foot stood off the river, on the meadow beside it.
     */
    private static final double COMPACT_REGROWN = 0.03;

    /**
     * The compact part of a patch of board pixels: its largest 4-connected part that squares
     * twice {@link #COMPACT_DEPTH} of a cell and a pixel on a side, lying wholly inside the patch,
     * sweep (a morphological opening), with the patch's pixels within {@link #COMPACT_REGROWN} of
     * it. Thin strips hanging off a compact piece fall away.
     */
    private static List<Integer> compactPart(List<Integer> patch, int w, int cellPx) {
        int depth = Math.max(1, (int) Math.round(COMPACT_DEPTH * cellPx));
        int grow = Math.max(1, (int) Math.round(COMPACT_REGROWN * cellPx));
        int[] b = box(patch, w);
        int bw = b[2] - b[0] + 1;
        int bh = b[3] - b[1] + 1;
        boolean[] in = inItsBox(patch, w, b);
        // An opening: the squares that lie wholly inside, as the erosion's pixels grown back.
        boolean[] swept = TilePictures.dilated(eroded(in, bw, bh, depth), bw, bh, depth);
        int[] largest = new int[0];
        for (int[] part : TilePictures.components(swept, bw, bh)) {
            if (part.length > largest.length) {
                largest = part;
            }
        }
        boolean[] core = new boolean[in.length];
        for (int q : largest) {
            core[q] = true;
        }
        boolean[] kept = TilePictures.dilated(core, bw, bh, grow);
        List<Integer> out = new ArrayList<>();
        for (int q = 0; q < kept.length; q++) {
            if (kept[q] && in[q]) {
                out.add((q / bw + b[1]) * w + q % bw + b[0]);
            }
        }
        return out;
    }

    /** Smallest patch carved out of a larger blob, cell areas (a meeple seen from above covers 0.06 or more). */
    private static final double CARVE_MIN = 0.03;
    /** Least share of its box of the blob a carved patch must fill. */
    private static final double CARVE_SHARE = 0.45;
    /** A carved figure is less sure than a blob that is one figure. */
    private static final double CARVED_DOUBT = 0.9;

    /** Pixels of the blob inside the bounding box of a patch of it. */
    private static int inBox(List<Integer> pixels, List<Integer> patch, int w) {
        PixelBox box = PixelBox.of(patch, w);
        int n = 0;
        for (int p : pixels) {
            if (box.contains(p % w, p / w)) {
                n++;
            }
        }
        return n;
    }

    /** Board pixels as flags over their bounding box {@code b} ({@link #box}), row by row. */
    private static boolean[] inItsBox(List<Integer> pixels, int w, int[] b) {
        int bw = b[2] - b[0] + 1;
        boolean[] in = new boolean[bw * (b[3] - b[1] + 1)];
        for (int p : pixels) {
            in[(p / w - b[1]) * bw + p % w - b[0]] = true;
        }
        return in;
    }

    /** The 4-connected patches of a set of board pixels. */
    private static List<List<Integer>> components(List<Integer> set, int w) {
        int[] b = box(set, w);
        int bw = b[2] - b[0] + 1;
        int bh = b[3] - b[1] + 1;
        boolean[] left = inItsBox(set, w, b);
        List<List<Integer>> out = new ArrayList<>();
        for (int[] patch : TilePictures.components(left, bw, bh)) {
            List<Integer> onBoard = new ArrayList<>(patch.length);
            for (int q : patch) {
                onBoard.add((q / bw + b[1]) * w + q % bw + b[0]);
            }
            out.add(onBoard);
        }
        return out;
    }

    /**
     * The pixels of the blob's main colour, if they are enough of the blob to be a figure.
     *
     * @param size pixels of the blob
     * @param total pixels of the blob of any player colour
     */
    private static java.util.Optional<Piece> piece(int size, Map<PlayerColour, List<Integer>> votes, PlayerColour best,
                                                   int bestCount, int total) {
        if (best == null || bestCount < MIN_PIXELS || bestCount < 0.25 * size) {
            return java.util.Optional.empty();
        }
        // Dark and grey pixels are also shadows and road edges: they must make most of the blob.
        if (shadowLike(best) && bestCount < 0.45 * size) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new Piece(best, votes.get(best), bestCount / (double) Math.max(1, total), false));
    }

    /**
     * Least area of a figure's blob, cell areas, by colour. A piece seen from above covers 0.06
     * of a cell or more (a meeple 16 by 8 mm on a 45 mm tile, more where it leans), and of a
     * colour the art around it lacks it shows whole; a smaller blob of that colour is a scrap of
     * art the reading left over (a shaded stretch of river, a roof, a pennant) or a shadow. On
     * generated default scenes (seeds 3000-3017, both games) no red, blue, yellow or black
     * figure found covered less than 0.043 of a cell, and most extra figures did (25 of 46). A
     * green figure in a forest or on a meadow loses its pixels where the art is as green as it
     * (0.023 of a cell the least seen there, and less on seed 2000), so green has no such floor.
     */
    private static double leastWhole(PlayerColour colour) {
        return colour == PlayerColour.GREEN ? 0 : 0.04;
    }

    /** A piece as a figure, if it has a figure's size and thickness and lies on a tile read. */
    private java.util.Optional<FoundFigure> figure(BoardImage board, Piece piece, PlayerPaint.Pixels px, int w,
                                                   Map<Cell, Candidate> readings, Map<Cell, Candidate> otherReadings,
                                                   Vec2 nadir, double height) {
        List<Integer> body = withoutSpecks(piece.body(), w);
        int cellPx = board.cellPx();
        PixelBox box = PixelBox.of(body, w);
        int minX = box.minX();
        int minY = box.minY();
        int maxX = box.maxX();
        int maxY = box.maxY();
        if (!figureSized(body.size(), new int[] {minX, minY, maxX, maxY}, cellPx)) {
            return java.util.Optional.empty();
        }
        if (body.size() < leastWhole(piece.colour()) * cellPx * cellPx) {
            return java.util.Optional.empty();
        }
        // A figure is also thick: a sliver of a river's or a roof's colour along a border the
        // reading draws a little off is not.
        if (core(body, w, minX, minY, maxX, maxY, Math.max(1, (int) Math.round(CORE_DEPTH * cellPx))) < MIN_CORE) {
            return java.util.Optional.empty();
        }
        Lean lean = lean(board, body, w, nadir);
        Optional<FoundFigure> read = told(board, piece, body, px, w, lean, readings, nadir, height);
        Candidate other = read.map(f -> otherReadings.get(f.cell())).orElse(null);
        if (other == null) {
            return read;
        }
        // The square's other reading puts a field under a figure the chosen one has standing on a
        // road or in a city (a farmer lying beside a straight road, its shadow over the road read
        // as a junction's building): where its silhouette fits a lying meeple well enough, it lies.
        if (read.get().kind() != FigureKind.STANDING || read.get().terrain() == Terrain.MONASTERY) {
            return read;
        }
        Map<Cell, Candidate> withOther = new java.util.HashMap<>(readings);
        withOther.put(read.get().cell(), other);
        Optional<FoundFigure> there = told(board, piece, body, px, w, lean, withOther, nadir, height);
        if (there.isEmpty() || !there.get().cell().equals(read.get().cell())
                || there.get().kind() != FigureKind.LYING) {
            return read;
        }
        double liesBetterBy = PieceSilhouettes.fit(FigureKind.LYING, body, w, board,
                lean.foot(baseDepth(FigureKind.LYING)), nadir, height)
                - PieceSilhouettes.fit(FigureKind.STANDING, body, w, board,
                lean.foot(baseDepth(FigureKind.STANDING)), nadir, height);
        return liesBetterBy > LIES_BETTER_BY_MORE_THAN ? read.map(FoundFigure::fittingOtherReading) : read;
    }

    /**
     * Least amount by which a lying meeple's silhouette must fit a figure better than a standing
     * one's for the figure to be taken as lying on the field its square's other reading puts under
     * it, where the chosen reading has it standing on a road or in a city and only the figure
     * tells the two readings apart ({@code HiddenDifferences}). Negative: a standing meeple's
     * silhouette (its outline seen from the side at a slant) fits a lying meeple well too. On
     * base+River zero-shot default seeds 1040-1079 and 12 others, 468 lying meeples fit lying
     * better by 0.019 (median; a tenth under -0.061), 434 standing ones by -0.139 (a tenth over
     * -0.045, the most 0.041). But the pictures had chosen the standing reading, and they are
     * more often right than not: on the 35 boards of 1000-1119 that taking it at -0.06 changed,
     * 24 readings turned right (most of them U read as W under a farmer) and 10 wrong. Of those
     * 10, 6 were a monk standing on a monastery (B read as the spring or the lake, A as V), whose
     * building the monk hides and whose roof its blob runs into: a monastery's figure is never
     * taken as lying. Of the other four, two fit lying by -0.040 and -0.035; at -0.03 they are
     * left, and so are 4 of the 24 (-0.053 to -0.033), while a K read as E (0.007) and a W as U
     * (-0.021) still turn wrong. The opposite way (a figure read lying, the other reading standing)
     * turned 1 right and 5 wrong at -0.06 (R read as T under farmers that fit lying by -0.12 to
     * -0.08), and is not taken.
     */
    static final double LIES_BETTER_BY_MORE_THAN = -0.03;

    /** The figure of a piece on the board as {@code readings} read the tiles under it. */
    private Optional<FoundFigure> told(BoardImage board, Piece piece, List<Integer> body, PlayerPaint.Pixels px,
                                       int w, Lean lean, Map<Cell, Candidate> readings, Vec2 nadir, double height) {
        // The foot depends on what the figure is (a lying meeple's centre is further from its
        // near end than a standing one's), and what it is depends on the feature under it: a
        // figure on a field or a meadow lies. So the foot is first taken as a standing figure's;
        // if that lands on a field, it is taken again as a lying figure's, and the two agree or
        // the nearer anchor wins, with the doubt in the confidence.
        // Only H&G has huts, and only on water: the silhouettes are compared only near water
        // (see hutOnWater), and a hut stands where its silhouette fits best.
        FigureKind shape = FigureKind.STANDING;
        Placement hutAt = null;
        WaterShape onWater = WaterShape.NOT_COMPARED;
        if (catalog.game() == GameKind.HUNTERS_AND_GATHERERS) {
            onWater = hutOnWater(board, body, piece.colour(), px, w, lean, readings, nadir, height);
            hutAt = onWater.hut();
            if (hutAt != null) {
                shape = FigureKind.HUT;
            }
        }
        Placement at = hutAt != null ? hutAt
                : onWater.fisher() != null ? onWater.fisher() : place(lean.foot(baseDepth(shape)), readings);
        if (at == null) {
            return java.util.Optional.empty();
        }
        boolean doubt = false;
        Placement lying = place(lean.foot(baseDepth(FigureKind.LYING)), readings);
        // A lake takes only huts (a tribe member stands on a river, never on a lake): a figure the
        // silhouettes did not call a hut whose standing foot falls on a lake is a meeple lying on
        // the meadow by it where its lying foot is there, asked about. A green hunter lying
        // against 6's lake (H&G default seed 5003) had been read standing on the lake. H&G
        // default seeds 1000-8004: figures 839 -> 840 of 842 zero-shot and with a pack (the same
        // hunter), nothing else moved; held out, easy and base+River the same, hard 184 -> 185.
        if (hutAt == null && at.terrain() == Terrain.LAKE && lying != null && lies(lying.terrain())) {
            at = lying;
            doubt = true;
        }
        if (lies(at.terrain())) {
            if (lying != null && lies(lying.terrain())) {
                at = lying;
            } else if (lying != null && lying.anchorDistance() < at.anchorDistance()) {
                at = lying;
                doubt = true;
            } else {
                doubt = true;
            }
        } else if (shape == FigureKind.STANDING || !water(at.terrain())) {
            shape = FigureKind.STANDING;
        }
        // A monk's blob lies over the monastery it stands in; a blob read onto a monastery that
        // lies mostly off it may be a farmer lying beside the roof, red on red (see MONK_ON_ROOF).
        if (at.terrain() == Terrain.MONASTERY
                && shareOver(board, body, w, readings, Terrain.MONASTERY) < MONK_ON_ROOF) {
            doubt = true;
        }
        FigureKind kind = lies(at.terrain()) ? FigureKind.LYING : shape;
        if (water(at.terrain()) && piece.colour() == WATER_HUE) {
            Optional<OnBank> onBank = lyingOnBank(board, body, lean, w, readings, nadir, height);
            if (onBank.isPresent()) {
                at = onBank.get().at();
                kind = FigureKind.LYING;
                doubt |= onBank.get().asked();
            }
        }
        if (water(at.terrain()) && liesBesideTheWater(body, w, board, lean, lying, nadir, height)) {
            at = lying;
            kind = FigureKind.LYING;
            doubt = true;
        } else if (water(at.terrain()) && piece.colour() != WATER_HUE) {
            Optional<Placement> over = liesOverTheWater(body, w, board, lean, lying, readings, nadir, height);
            if (over.isPresent()) {
                at = over.get();
                kind = FigureKind.LYING;
                doubt = true;
            }
        }
        double colourShare = piece.colourShare() * (piece.carved() ? CARVED_DOUBT : 1);
        // A hut and a fisher on a river whose silhouettes fit the blob about alike: the kind is
        // asked about (a hut scores its river system at the end, a fisher the stretch now).
        boolean kindDoubt = (kind == FigureKind.HUT || kind == FigureKind.STANDING) && water(at.terrain())
                && Math.abs(onWater.meepleBetterBy()) < onWater.kindDoubt();
        double featureSure = Math.min(1, 0.5 + at.margin() * 4) * (doubt ? 0.6 : 1) * (kindDoubt ? 0.6 : 1);
        return java.util.Optional.of(new FoundFigure(piece.colour(), kind, at.foot(), at.cell(), at.feature(), at.terrain(),
                Math.round(colourShare * featureSure * 1000) / 1000.0));
    }

    /**
     * A piece's pixels without the specks of its colour that lie apart from it: its parts
     * (4-connected) under {@link #SPECK_SHARE} of its largest. A figure is one piece of wood, or
     * two halves of one across a seam; a smaller part apart from it is art the reading left over,
     * and it drags the blob's near end, and so the figure's foot, toward itself. With a pack, 5
     * pixels of a monastery's lit roof edge beside a yellow meeple moved its foot a fifth of a
     * cell onto the monastery, and a patch of a red roof a quarter the size of the red farmer
     * lying against it put the farmer on the monastery, standing (base default seeds 6002 and
     * 6003; both asked about). Zero-shot, which leaves a monastery's paint out, read them right.
     */
    static List<Integer> withoutSpecks(List<Integer> body, int w) {
        List<List<Integer>> parts = components(body, w);
        if (parts.size() < 2) {
            return body;
        }
        int largest = parts.stream().mapToInt(List::size).max().orElse(0);
        List<Integer> kept = new ArrayList<>(body.size());
        for (List<Integer> part : parts) {
            if (part.size() >= SPECK_SHARE * largest) {
                kept.addAll(part);
            }
        }
        kept.sort(null);
        return kept;
    }

    /**
     * Share of a piece's largest part under which a part apart from it is a speck. Default scenes
     * of seeds 1000-4004 (both games and modes) and the base game's 1000-1004 and 6000-6004: at
     * 0.1 the yellow meeple of 6002 is read right; at 0.3 also the red farmer of 6003 and 3 H&amp;G
     * figures zero-shot (97.35 -> 99.12 % on seeds 1000-1004, 97.22 -> 98.15 % on 4000-4004), and
     * nothing else moved; hard seeds 1000-3004 read 3 more kinds right and one extra figure fewer.
     */
    static final double SPECK_SHARE = 0.3;

    /**
     * How much of the belief in the tile under a figure puts the figure on the same feature of the
     * board: the sum of the probabilities of those readings of its cell under which its foot lands
     * on a feature of the same terrain touching the same edge ports (for a feature on no edge, a
     * monastery or a lake: of the same terrain on no edge either), the reading it was found on
     * counting whole. A figure's feature is a feature of the tile read under it, so it is no
     * surer than that tile, unless the other readings would put it on the same feature anyway
     * (a meadow running along the same edges). Until the twenty-third session a figure took no
     * doubt from its own tile: on H&amp;G hard seed 1001 with a pack, a yellow hunter on a tile
     * read at 58 % among three readings was told as sure on a forest it did not stand in.
     *
     * @param readings the cell's readings, best first, as the figure was found on the first
     * @param probabilities their probabilities (what the list leaves out counts as disagreeing)
     */
    public double sameFeatureShare(FoundFigure figure, List<Candidate> readings, List<Double> probabilities) {
        if (readings.isEmpty()) {
            return 1;
        }
        FeatureSpec found = catalog.require(readings.get(0).tileId())
                .rotated(readings.get(0).rotation()).feature(figure.feature());
        double share = probabilities.get(0);
        for (int k = 1; k < readings.size() && k < probabilities.size(); k++) {
            Placement there = place(figure.foot(), Map.of(figure.cell(), readings.get(k)));
            if (there == null) {
                continue;
            }
            FeatureSpec other = catalog.require(readings.get(k).tileId())
                    .rotated(readings.get(k).rotation()).feature(there.feature());
            if (other.liesAlike(found)) {
                share += probabilities.get(k);
            }
        }
        return Math.min(1, Math.round(share * 1000) / 1000.0);
    }

    /**
     * Distance between the feet of two figures of one colour, cells, under which their wood would
     * all but overlap: a meeple is 16 mm across on a 45 mm tile (0.36 of a cell), lying or standing
     * broadside, so two figures on the board stand further apart than this but where two standing
     * meeples touch face to face (8 mm thick). Closer, they are one figure whose blob fell in two:
     * at hard with a pack (seeds 1000-5004) 3 of the 4 extra figures told as sure were such
     * halves, 0.19-0.24 cells (in the image) from the figure they belonged to; on the default
     * boards of those seeds no two figures of one colour were read closer than 0.5 cells, and the
     * one pair closer than 0.3 on H&amp;G zero-shot seeds 2000-2004 was a green meeple read twice.
     * Since the twenty-ninth session 0.4: the blob of a standing meeple at 45 degrees of tilt, 35
     * pixels a cell, fell in two whose feet stood 0.36 cells apart on the board (0.24-0.28 of a
     * cell in the image, the board's depth foreshortened), one read standing in a forest and one lying on
     * the meadow beside it, both at 100 % (H&amp;G hard with a pack, seed 2003); on the default
     * boards of seeds 1000-4004, both games and modes, the next pair after the one read twice
     * (0.24) stands 0.52 cells apart, so nothing there is asked that was not.
     */
    public static final double OVERLAP_BELOW = 0.4;

    /**
     * The figures (indexes into {@code figures}) that stand closer than {@link #OVERLAP_BELOW} to
     * another figure of their colour: one of each such pair is not there, and neither is sure.
     */
    public static Set<Integer> overlapping(List<FoundFigure> figures) {
        Set<Integer> out = new TreeSet<>();
        for (int i = 0; i < figures.size(); i++) {
            for (int j = i + 1; j < figures.size(); j++) {
                FoundFigure a = figures.get(i);
                FoundFigure b = figures.get(j);
                if (a.colour() == b.colour() && a.foot().distance(b.foot()) < OVERLAP_BELOW) {
                    out.add(i);
                    out.add(j);
                }
            }
        }
        return out;
    }

    /**
     * A foot put on the tile read under it: the feature (the nearest anchor, the feature under the
     * foot counting a little nearer), how far its anchor is, and by how much it beat the next one.
     */
    private record Placement(Vec2 foot, Cell cell, int feature, Terrain terrain, double anchorDistance, double margin) {
    }

    /** The tile read under a board point: its cell, its type and its geometry as it lies. */
    private record TileUnder(Cell cell, TileType type, Rotation rotation, TileGeometry geometry) {
    }

    /** The tile read under a board point, or null off the tiles read. */
    private TileUnder tileUnder(Vec2 b, Map<Cell, Candidate> readings) {
        Cell cell = new Cell((int) Math.floor(b.x()), (int) Math.floor(b.y()));
        Candidate reading = readings.get(cell);
        if (reading == null) {
            return null;
        }
        TileType type = catalog.require(reading.tileId());
        return new TileUnder(cell, type, reading.rotation(), geometry(type, reading.rotation()));
    }

    private Placement place(Vec2 foot, Map<Cell, Candidate> readings) {
        TileUnder read = tileUnder(foot, readings);
        if (read == null) {
            return null;
        }
        Cell cell = read.cell();
        TileType type = read.type();
        TileGeometry g = read.geometry();
        double u = foot.x() - cell.i();
        double v = foot.y() - cell.j();
        int under = g.featureAt(u, v);
        int feature = under;
        double nearest = Double.MAX_VALUE;
        double second = Double.MAX_VALUE;
        // The runner-up is the nearest anchor of another feature: a feature's anchors at turns
        // that lie alike do not beat each other.
        for (Anchor a : anchors(type, read.rotation())) {
            if (!takesFigures(type.feature(a.feature()).terrain())) {
                continue;
            }
            double d = Math.hypot(a.u() - u, a.v() - v) - (a.feature() == under ? 0.08 : 0);
            if (d < nearest) {
                if (a.feature() != feature) {
                    second = nearest;
                }
                nearest = d;
                feature = a.feature();
            } else if (d < second && a.feature() != feature) {
                second = d;
            }
        }
        return new Placement(foot, cell, feature, type.feature(feature).terrain(), nearest, second - nearest);
    }

    /** The figure colour water shows: shaded water is of it, and joins a figure's blob of it. */
    private static final PlayerColour WATER_HUE = PlayerColour.BLUE;
    /** Least share of a blob on land for it to be a figure lying on the bank. */
    private static final double BANK_SHARE = 0.55;
    /** Least part of a blob on land, cell areas, for it to be a whole lying meeple (which covers about 0.075). */
    private static final double LYING_ON_LAND = 0.065;
    /**
     * A fisher standing on a narrow river, or a hut on one, leans over the bank and shows most of
     * itself there, as much as a hunter by the water does: on H&amp;G default seeds 1000-12004
     * zero-shot, hard 1000-3004, default 1000-8004 with a pack and easy 2000-2004 with a pack the
     * land parts of eight blue blobs on water passed both tests above, three of them pieces on
     * rivers (a fisher on 46, seed 5004; a hut on 74, 12001; a fisher on 48, hard 3001). Two
     * things tell them from the five hunters. A hunter's shadow on the water joins its blob, so
     * its wet part is large: the hunters' blobs lay 0.59-0.75 on land, the pieces' 0.78-0.83
     * (their wet part only the wood over a narrow river that the water's colours left). And a
     * hunter's land part is shaped like a lying meeple: four of the five shared 0.68-0.81 of
     * their pixels with its silhouette, the pieces 0.52-0.57 (the fifth hunter, by a lake on easy
     * seed 2000 with a pack, 0.57, but 0.68 on land); figures read lying on land fit it at 0.60 or
     * more nineteen times in twenty. A blob {@link #OVER_THE_BANK} on land whose land part fits a
     * lying meeple under {@link #LYING_ON_BANK_FIT} stays on the water (and since the
     * forty-third session so does one whose land part hugs the water, {@link #hugsTheWater}). H&amp;G figures: the 40
     * default scenes of seeds 1000-8004 840 -> 841 of 842, held out (9000-12004) 397 -> 398 of
     * 399, hard 185 -> 186; easy, base+River and with a pack as before. (The shape alone, at
     * 0.62, moved the hunter by the lake onto it.)
     */
    private static final double LYING_ON_BANK_FIT = 0.62;
    /** Least share of a blob on land for it to be a piece over the bank (see {@link #LYING_ON_BANK_FIT}). */
    private static final double OVER_THE_BANK = 0.765;

    /**
     * A blob of water's own colour put on water, taken again as a figure lying on the bank. A
     * blue hunter lying by a river shades the water beside it, and that water, darker than its
     * reading, is unexplained and of the hunter's colour: the blob takes it in, its near end
     * reaches into the water, and the foot with it. A hut or a fisher on water covers the river
     * under it and spills onto the banks at most by its rim (of the nine blue ones on H&amp;G
     * default scenes of seeds 2000-2004, at most half a blob and 0.05 of a cell lay on land), while of a hunter
     * on the bank the land part is a whole lying meeple and most of the blob (0.63 to 0.72 of
     * it, 0.077 of a cell or more, in the three such blobs there). So where the land part is
     * both, the figure is that land part lying, if its foot is on a field or a meadow and the
     * blob is not a piece standing over the bank ({@link #LYING_ON_BANK_FIT}); where that foot
     * falls on the water, on the meadow under most of it ({@link #onTheMeadowUnderIt}).
     */
    private Optional<OnBank> lyingOnBank(BoardImage board, List<Integer> body, Lean whole, int w,
                                         Map<Cell, Candidate> readings, Vec2 nadir, double height) {
        List<Integer> land = new ArrayList<>();
        for (int p : body) {
            Terrain t = terrainAt(board.toBoard(p % w + 0.5, p / w + 0.5), readings);
            if (t != null && !water(t)) {
                land.add(p);
            }
        }
        int cellPx = board.cellPx();
        if (land.size() < BANK_SHARE * body.size() || land.size() < LYING_ON_LAND * cellPx * cellPx) {
            return Optional.empty();
        }
        Vec2 foot = lean(board, land, w, nadir).foot(baseDepth(FigureKind.LYING));
        Placement lying = place(foot, readings);
        if (lying == null || !lies(lying.terrain())) {
            return onTheMeadowUnderIt(board, body, whole, land, w, readings, foot, nadir, height);
        }
        boolean standsOverTheBank = PieceSilhouettes.fit(FigureKind.LYING, land, w, board, foot, nadir, height)
                < LYING_ON_BANK_FIT
                && (land.size() >= OVER_THE_BANK * body.size() || hugsTheWater(land, board, w, readings));
        return standsOverTheBank ? Optional.empty() : Optional.of(new OnBank(lying, false));
    }

    /**
     * How much better a lying meeple's silhouette must fit a blob read on water than a standing
     * meeple's and a hut's for the figure to be read lying on the land its lying foot falls on.
     * A yellow hunter lying on 74's meadow with its shoulder over the river beside it (H&amp;G
     * default seed 22000) had its standing foot on the river and was read as a fisher there,
     * though a lying meeple fit its blob at 0.85, a standing one at 0.70 and a hut at 0.76; a
     * yellow hunter by 72's river (seed 21002) fit lying at 0.85, standing at 0.82. On the 140
     * default scenes of seeds 1000-28004 zero-shot, 25 blobs were read on water with their lying
     * foot on land; these two were the only ones a lying meeple fit better by more than 0.01 (a
     * blue fisher on 46, seed 5004, by 0.009). The margin is thin, so the reading is asked about.
     */
    private static final double LYING_FITS_BETTER = 0.02;

    /** Whether a blob read on water is a meeple lying by it (see {@link #LYING_FITS_BETTER}). */
    private static boolean liesBesideTheWater(List<Integer> body, int w, BoardImage board, Lean lean,
                                              Placement lying, Vec2 nadir, double height) {
        if (lying == null || !lies(lying.terrain())) {
            return false;
        }
        return PieceSilhouettes.fit(FigureKind.LYING, body, w, board, lying.foot(), nadir, height)
                >= standingPieceFit(body, w, board, lean, nadir, height) + LYING_FITS_BETTER;
    }

    /**
     * A blob read on water, its lying foot on the water too, that a lying meeple's silhouette fits
     * better than a standing one's and a hut's by {@link #LYING_OVER_THE_WATER_FITS_BETTER}: a
     * meeple lying over the water's edge, on the one meadow that most of its pixels lie on (a
     * hunter lies on a meadow; nothing but a hut stands on a lake). A red hunter lying with its head over 83's lake fit
     * lying at 0.88, standing at 0.84 and as a hut at 0.81, and was read as a hut on the lake
     * (H&amp;G default seed 108004). The reading is asked about. Not for a blue piece, whose blob
     * on water takes in the water round it and so fits no silhouette as the wood would: a blue
     * hut on 22's river bend fit lying best and was moved onto the meadow (default seed 1001 with
     * a pack). A lying fit under {@link #A_PIECE_WHOLE} says nothing either: a yellow hut on the
     * board's edge, half its blob the table, fit lying at 0.62 and standing at 0.60 (seed 112002).
     */
    private Optional<Placement> liesOverTheWater(List<Integer> body, int w, BoardImage board, Lean lean,
                                                 Placement lying, Map<Cell, Candidate> readings, Vec2 nadir,
                                                 double height) {
        if (lying == null || lies(lying.terrain())) {
            return Optional.empty();
        }
        double lyingFit = PieceSilhouettes.fit(FigureKind.LYING, body, w, board, lying.foot(), nadir, height);
        if (lyingFit < A_PIECE_WHOLE
                || lyingFit < standingPieceFit(body, w, board, lean, nadir, height) + LYING_OVER_THE_WATER_FITS_BETTER) {
            return Optional.empty();
        }
        List<Vec2> most = onOneMeadowMost(board, body, w, readings);
        if (most.isEmpty() || most.size() < LYING_OVER_THE_WATER_ON_LAND * body.size()) {
            return Optional.empty();
        }
        Placement at = place(middle(most), readings);
        return at != null && lies(at.terrain()) ? Optional.of(at) : Optional.empty();
    }

    /**
     * {@link #LYING_FITS_BETTER} for a blob whose lying foot falls on the water: the water under
     * it says hut, so the silhouettes must say more. The red hunter over 83's lake fit lying
     * 0.043 better than standing; a blurred yellow hut on 83's lake 0.024 better (H&amp;G hard
     * seed 2002), and it had been read right.
     */
    private static final double LYING_OVER_THE_WATER_FITS_BETTER = 0.03;
    /**
     * Least share of a blob on one meadow for it to be read lying there over the water (see
     * above). The red hunter over 83's lake covered the lake drawn under it, and only 22 of its
     * 476 pixels lay on its meadow by the reading.
     */
    private static final double LYING_OVER_THE_WATER_ON_LAND = 0.03;

    /** How well the better of a standing meeple and a hut fits a whole blob, each on its own foot. */
    private static double standingPieceFit(List<Integer> body, int w, BoardImage board, Lean lean, Vec2 nadir,
                                           double height) {
        double best = 0;
        for (FigureKind piece : new FigureKind[] {FigureKind.STANDING, FigureKind.HUT}) {
            best = Math.max(best, PieceSilhouettes.fit(piece, body, w, board, lean.foot(baseDepth(piece)), nadir,
                    height));
        }
        return best;
    }

    /** Least share of a land part a figure there would be read on the water from (see below). */
    private static final double HUGS_THE_WATER = 0.12;

    /**
     * Whether a blob's land part hugs the water: {@link #HUGS_THE_WATER} or more of it is so near
     * the water that a figure's foot there would be read on it ({@link #place}). A hut or a
     * fisher on a river shows its land part along the bank; a hunter lying on the bank reaches
     * away from it. A blue hut on 48's river (H&amp;G default seed 21000) and one on 52's (27000)
     * showed 0.74 and 0.67 of their blobs on land, under {@link #OVER_THE_BANK}, and were read
     * lying on a bank; 0.14 and 0.13 of their land parts hugged the river, and those parts fit a
     * lying meeple at 0.54 and 0.51. The one hunter whose land part fit so poorly (0.57, by a
     * lake; easy seed 2000 with a pack) had 0.02 of it by the water; the other hunters that came
     * this far on H&amp;G default seeds 1000-28004 zero-shot, default 1000-8004 and easy 1000-4004
     * with a pack, which fit it at 0.64 or more, 0.00 to 0.10; the pieces on rivers kept there
     * by {@link #OVER_THE_BANK} (default 5004 and 12001, hard 1000 and 3001) 0.04 to 0.20.
     */
    private boolean hugsTheWater(List<Integer> land, BoardImage board, int w, Map<Cell, Candidate> readings) {
        int byTheWater = 0;
        for (int p : land) {
            Placement at = place(board.toBoard(p % w + 0.5, p / w + 0.5), readings);
            if (at != null && water(at.terrain())) {
                byTheWater++;
            }
        }
        return byTheWater >= HUGS_THE_WATER * land.size();
    }

    /** A figure read lying on the bank, and whether that reading is asked about. */
    private record OnBank(Placement at, boolean asked) {
    }

    /** Least share of a lying figure's land part on one meadow for it to be read there (see below). */
    private static final double MOSTLY_ON_ONE_MEADOW = 0.5;
    /** Least fit of a standing piece or a hut to a whole blob for the blob to be that piece (see below). */
    private static final double A_PIECE_WHOLE = 0.7;

    /**
     * A land part shaped like a lying meeple whose foot falls on the water: the hunter lies on
     * the meadow that holds most of it. A blue hunter lying on 73's strip of meadow between its
     * forest and its river (H&amp;G default seed 13000) reached over both: its land part, 0.65 of
     * its blob, fit a lying meeple at 0.66, but its foot fell back on the river, 0.78 of it lying
     * on the meadow, and it was read as a hut on the river. Over the 80 default scenes of seeds
     * 1000-16004 six other blobs came this way, none fitting a lying meeple above 0.54 (pieces on
     * rivers, whose wood the water's colours leave), but on hard seed 1000 a blue fisher on 15's
     * river did, at 0.62. What tells them: the piece is the whole blob. Of the five such pieces'
     * blobs measured (default seeds 13000-13004, hard 1000-1004, the fisher among them) a
     * standing meeple or a hut fit each whole at 0.78 to 0.87, while no piece fit the hunter's
     * blob (wood and shadow) above 0.64. The foot is the middle of the part on that meadow, and
     * the reading is asked about.
     */
    private Optional<OnBank> onTheMeadowUnderIt(BoardImage board, List<Integer> body, Lean whole, List<Integer> land,
                                                int w, Map<Cell, Candidate> readings, Vec2 foot, Vec2 nadir,
                                                double height) {
        if (PieceSilhouettes.fit(FigureKind.LYING, land, w, board, foot, nadir, height) < LYING_ON_BANK_FIT) {
            return Optional.empty();
        }
        if (standingPieceFit(body, w, board, whole, nadir, height) >= A_PIECE_WHOLE) {
            return Optional.empty();
        }
        List<Vec2> most = onOneMeadowMost(board, land, w, readings);
        if (most.isEmpty() || most.size() < MOSTLY_ON_ONE_MEADOW * land.size()) {
            return Optional.empty();
        }
        Placement at = place(middle(most), readings);
        return at != null && lies(at.terrain()) ? Optional.of(new OnBank(at, true)) : Optional.empty();
    }

    /**
     * The board points of those pixels that lie, by the tiles read under them, on the one field
     * or meadow that holds most of them (empty when none does).
     */
    private List<Vec2> onOneMeadowMost(BoardImage board, List<Integer> pixels, int w, Map<Cell, Candidate> readings) {
        Map<List<Integer>, List<Vec2>> byMeadow = new java.util.HashMap<>();
        for (int p : pixels) {
            Vec2 b = board.toBoard(p % w + 0.5, p / w + 0.5);
            Placement at = place(b, readings);
            if (at != null && lies(at.terrain())) {
                byMeadow.computeIfAbsent(List.of(at.cell().i(), at.cell().j(), at.feature()), k -> new ArrayList<>())
                        .add(b);
            }
        }
        return byMeadow.values().stream().max(java.util.Comparator.comparingInt(List::size)).orElse(List.of());
    }

    /** The mean of some points. */
    private static Vec2 middle(List<Vec2> points) {
        return new Vec2(points.stream().mapToDouble(Vec2::x).average().orElseThrow(),
                points.stream().mapToDouble(Vec2::y).average().orElseThrow());
    }

    /**
     * Least share of a blob read as a monk that must lie over the monastery, by the tile read
     * there, for the reading to be told unasked. A red farmer lying beside a monastery's red
     * roof joined it in one blob whose near end lay on the roof, and was told as a monk at 0.92
     * (base held-out seed 6003, with a pack; 0.23 of its blob over the monastery). The monks
     * read right on base and base+River seeds 1000-6004 had 0.73-1.00 of theirs; at 0.5 that
     * farmer is asked about and no other reading of those seeds, either mode, is.
     */
    private static final double MONK_ON_ROOF = 0.5;

    /** Share of a blob's pixels that lie, by the tiles read under them, on this terrain. */
    private double shareOver(BoardImage board, List<Integer> body, int w, Map<Cell, Candidate> readings,
                             Terrain terrain) {
        int n = 0;
        for (int p : body) {
            if (terrainAt(board.toBoard(p % w + 0.5, p / w + 0.5), readings) == terrain) {
                n++;
            }
        }
        return n / (double) Math.max(1, body.size());
    }

    /** The terrain the tile read under a board point shows there, or null off the tiles read. */
    private Terrain terrainAt(Vec2 b, Map<Cell, Candidate> readings) {
        TileUnder t = tileUnder(b, readings);
        return t == null ? null
                : t.type().feature(t.geometry().featureAt(b.x() - t.cell().i(), b.y() - t.cell().j())).terrain();
    }

    /**
     * Whether the rules let a figure stand on a terrain. With the River no figure stands on its
     * water (its rivers and its lake), so there a figure is read on the nearest feature that can
     * hold one: a river's anchor can lie a tenth of a cell from a road's (river-bridge), where a
     * thief's foot falling a little off the bridge can be nearer the river's.
     */
    private boolean takesFigures(Terrain terrain) {
        return catalog.game() != GameKind.CARCASSONNE || !water(terrain);
    }

    private static boolean lies(Terrain terrain) {
        return terrain == Terrain.FIELD || terrain == Terrain.MEADOW;
    }

    private static boolean water(Terrain terrain) {
        return terrain == Terrain.RIVER || terrain == Terrain.LAKE;
    }

    /** Depth a figure's body keeps after its border is peeled off, in cells (a meeple is about 0.3 across). */
    private static final double CORE_DEPTH = 0.03;
    /** Pixels of the peeled body below which a blob is too thin to be a figure. */
    private static final int MIN_CORE = 4;

    /** Pixels of the body that have body all around them within {@code depth} pixels (a square). */
    private static int core(List<Integer> body, int w, int minX, int minY, int maxX, int maxY, int depth) {
        int count = 0;
        for (boolean kept : eroded(inItsBox(body, w, new int[] {minX, minY, maxX, maxY}), maxX - minX + 1,
                maxY - minY + 1, depth)) {
            count += kept ? 1 : 0;
        }
        return count;
    }

    /**
     * The pixels of a {@code bw} by {@code bh} mask whose square of {@code 2 depth + 1} pixels
     * round them lies wholly in the mask (and in the picture): a square erosion, worked as a run
     * along the rows and then along the columns.
     */
    private static boolean[] eroded(boolean[] in, int bw, int bh, int depth) {
        int side = 2 * depth + 1;
        boolean[] rows = new boolean[in.length];
        for (int y = 0; y < bh; y++) {
            int run = 0;
            for (int x = 0; x < bw; x++) {
                run = in[y * bw + x] ? run + 1 : 0;
                if (run >= side) {
                    rows[y * bw + x - depth] = true;
                }
            }
        }
        boolean[] out = new boolean[in.length];
        for (int x = 0; x < bw; x++) {
            int run = 0;
            for (int y = 0; y < bh; y++) {
                run = rows[y * bw + x] ? run + 1 : 0;
                if (run >= side) {
                    out[(y - depth) * bw + x] = true;
                }
            }
        }
        return out;
    }

    /**
     * How much better a standing meeple's silhouette must fit a blob than a hut's for the blob
     * to be a meeple (share of pixels in common, of those in either), for a blob that fills
     * {@link #TYPICAL_BOX_FILL} of its tightest rectangle.
     */
    private static final double MEEPLE_FITS_BETTER = 0.055;
    /**
     * A blob's {@link BoxFill} at which the margin is {@link #MEEPLE_FITS_BETTER}: above a
     * fisher's (0.73 on average on seeds 1000-4004) and a hut's (0.77).
     */
    private static final double TYPICAL_BOX_FILL = 0.8;
    /** How much the margin rises per unit of box fill: a box-like blob must be fit much better by a meeple. */
    private static final double MARGIN_PER_BOX_FILL = 0.5;

    /**
     * How much better a meeple's silhouette must fit this blob than a hut's. The silhouettes'
     * shares differ by a few hundredths, most of it along the blurred border; how fully the blob
     * fills its tightest rectangle (a hut's box against a meeple's cross, whose corners between
     * head, arms and legs stay empty) says the same thing another way, so a blob that fills its
     * box asks more of the meeple and one with empty corners less. On the pack rows of H&amp;G
     * default scenes of seeds 1000-1004, 2000-2004, 3000-3004 and 4000-4004 (195 figures on
     * water, 40 of them fishers) the fixed margin of 0.07 read 26 of them wrong (23 fishers as
     * huts), this one 16 (7 fishers as huts, 9 huts as fishers, most of them black: see
     * {@link #grown}); with black blobs grown, 8 at a base margin of 0.055 (9 at 0.06, 12 at 0.065).
     */
    private static double meepleMargin(List<Integer> body, int w) {
        return MEEPLE_FITS_BETTER + MARGIN_PER_BOX_FILL * (BoxFill.of(body, w) - TYPICAL_BOX_FILL);
    }

    /**
     * How far from a blob's centre, cells, water is looked for when neither its feet nor its
     * centre are on water. A blue hut or fisher on a narrow river is told from the river's pixels
     * only where its paint is darker than the water: its lit top is as light as the river and is
     * taken for it, so its blob can be its part over the bank alone, feet and centre on land
     * (H&amp;G default seed 7001: a blue hut on 89's river, its blob 217 pixels of some 400). Its
     * silhouettes, fit on the outline its paint tells ({@link BlueWoodOutline}), stand on the
     * river: there it stands, a meeple or a hut as they say, and a blob whose silhouettes stand
     * on land is judged as before. On H&amp;G default seeds 1000-12004 zero-shot this put that
     * hut on its river (seen standing, asked about; figures 841 -> 842 of 842 on the 40 scenes of
     * 1000-8004) and moved no other figure; hard 1000-3004 186 -> 187, easy, base+River and with
     * a pack as before. At 0.1, 0.2 and 0.25 those 60 scenes read the same.
     */
    private static final double NEAR_WATER = 0.15;

    /** Whether the tiles read draw water within {@code radius} cells of a board point. */
    private boolean waterWithin(Vec2 centre, double radius, Map<Cell, Candidate> readings) {
        for (int ring = 1; ring <= 3; ring++) {
            double r = radius * ring / 3;
            for (int k = 0; k < 16; k++) {
                double a = k * Math.PI / 8;
                Terrain t = terrainAt(centre.plus(new Vec2(Math.cos(a), Math.sin(a)).times(r)), readings);
                if (t != null && water(t)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Where a blob is a hut on water rather than a standing figure, the hut's placement; else
     * null. Which piece it is, is told by how well each piece's silhouette under this camera
     * fits it ({@link PieceSilhouettes}: the share of pixels in common). Blurred at 64 pixels a
     * cell, a hut's box is fit nearly as well by a meeple's outline, whose arms and head span
     * the same box, while a meeple's cross is fit clearly worse by a box: on 147 figures on water
     * in H&amp;G default scenes of seeds 3000-3017 the meeple fit a meeple better by 0.07 on
     * average and a hut worse by 0.02. Calling a meeple only where it fits better by 0.07 read
     * 132 of them right, where the old test (a hut's narrowest width and its reach along the
     * lean) read 126, and calling every figure on water a hut 120. The margin now follows how
     * fully the blob fills its box ({@link #meepleMargin}).
     * <p>
     * A hut's foot is where its best-fitting silhouette stands, not a base's depth inside the
     * blob's near end: a blue hut's blob takes in the water its shadow darkens (the same hue,
     * and unexplained), which can stretch its near end by a tenth of a cell, into the next
     * feature (a lake beside the river it stands on; seed 3000) or over a seam onto a meadow
     * (seed 3001, where the near end's foot fell on land and the hut was read lying there). The
     * silhouette, fit to the whole blob, moves only as far as the extra pixels outweigh the
     * rest. So a blob is asked whether it is a hut if its near-end feet, or its centre, are on
     * water; and it is one if it is hut-shaped and either both near-end feet (as before) or both
     * fitted feet lie on water. It stands on the fitted foot where that is on water. A blob with
     * only water near its centre ({@link #NEAR_WATER}) is compared too.
     */
    private WaterShape hutOnWater(BoardImage board, List<Integer> body, PlayerColour colour, PlayerPaint.Pixels px,
                                  int w, Lean lean,
                                  Map<Cell, Candidate> readings, Vec2 nadir, double height) {
        Placement asHut = place(lean.foot(baseDepth(FigureKind.HUT)), readings);
        Placement asMeeple = place(lean.foot(baseDepth(FigureKind.STANDING)), readings);
        Terrain middle = terrainAt(lean.centre(), readings);
        boolean nearWater = onWater(asHut) || onWater(asMeeple) || middle != null && water(middle);
        // A blue piece on a narrow river can be cut to its part on the bank (see NEAR_WATER).
        boolean onlyBeside = !nearWater && waterWithin(lean.centre(), NEAR_WATER, readings);
        if (!nearWater && !onlyBeside) {
            return WaterShape.NOT_COMPARED;
        }
        Vec2 start = lean.foot(baseDepth(FigureKind.HUT));
        // A blue piece's blob on water is cut and stretched by the water the reading explains (see
        // BlueWoodOutline): its outline is told from the water by its paint, and how fully it
        // fills its box is judged on that outline too.
        Optional<List<Integer>> blueOutline = colour == WATER_HUE
                ? BlueWoodOutline.of(body, paint, px, w, board.image().rows(), board.cellPx(), q -> {
                    Terrain drawn = terrainAt(board.toBoard(q % w + 0.5, q / w + 0.5), readings);
                    return drawn != null && water(drawn);
                }) : Optional.empty();
        List<Integer> outline = colour == PlayerColour.BLACK ? grown(body, w, board.image().rows())
                : blueOutline.orElse(body);
        PieceSilhouettes.Fit hut = PieceSilhouettes.placed(FigureKind.HUT, outline, w, board, start, nadir, height);
        PieceSilhouettes.Fit meeple = PieceSilhouettes.placed(FigureKind.STANDING, outline, w, board, start, nadir,
                height);
        // The rules decide where the outlines cannot: a tribe member stands on a river (a
        // fisher), never on a lake, which takes only huts. A meeple whose foot is on a lake is a
        // reading the rules forbid, so there the figure is a hut however well a meeple fits.
        double meepleBetterBy = onLake(asMeeple) ? Double.NaN
                : meeple.share() - hut.share() - meepleMargin(blueOutline.orElse(body), w);
        Placement fittedHut = place(hut.foot(), readings);
        Placement fittedMeeple = place(meeple.foot(), readings);
        boolean fittedOnWater = onWater(fittedHut) && onWater(fittedMeeple);
        if (meepleBetterBy >= 0) {
            return new WaterShape(null, meepleBetterBy, blueOutline.isPresent(),
                    onlyBeside && fittedOnWater ? fittedMeeple : null);
        }
        boolean endOnWater = onWater(asHut) && onWater(asMeeple);
        if (!fittedOnWater && !endOnWater) {
            return new WaterShape(null, meepleBetterBy, blueOutline.isPresent());
        }
        return new WaterShape(onWater(fittedHut) ? fittedHut : asHut, meepleBetterBy, blueOutline.isPresent());
    }

    /**
     * What the silhouettes say of a blob near water.
     *
     * @param hut the hut's placement where the blob is a hut on water, else null (a standing
     *            figure, or no figure on water)
     * @param meepleBetterBy how much better a standing meeple's silhouette fits the blob than a
     *                       hut's, beyond what it must ({@link #meepleMargin}): a meeple from 0;
     *                       NaN where the shapes were not compared or the rules decide (a lake)
     * @param reshaped whether the silhouettes were fit on a blue piece's outline told by its paint
     *                 ({@link BlueWoodOutline}) rather than on its blob
     * @param fisher where a blob only beside water ({@link #NEAR_WATER}) stands on it as a meeple,
     *               else null
     */
    private record WaterShape(Placement hut, double meepleBetterBy, boolean reshaped, Placement fisher) {
        static final WaterShape NOT_COMPARED = new WaterShape(null, Double.NaN, false, null);

        WaterShape(Placement hut, double meepleBetterBy, boolean reshaped) {
            this(hut, meepleBetterBy, reshaped, null);
        }

        /** How near the meeple's margin the kind is asked about. */
        double kindDoubt() {
            return reshaped ? RESHAPED_KIND_DOUBT : KIND_DOUBT;
        }
    }

    /**
     * How near the meeple's margin over the hut's fit ({@link #meepleMargin}) a blob on a river
     * is when its kind is asked about rather than told. On the pack rows of H&amp;G default seeds
     * 1000-4004 (195 huts and fishers read on water, 70 of them asked about for their feature or
     * colour) 7 had the wrong kind, 3 of them told as sure (at 96-100 %); within 0.06 of the
     * margin every wrong kind was asked. Once the painter drew the animals of small meadows full
     * size, the same rows had 9 wrong kinds, one told as sure at 97 % (seed 2002's yellow
     * fisher, a meeple's fit 0.066 short of the margin); within 0.07 every one is asked, 101 of
     * the 174 blobs whose silhouettes were compared on a river (84 within 0.06). A question on a
     * hut's or a fisher's kind is cheap beside a score silently wrong (a hut scores its whole
     * river system at the end). Tiles and the other figures' readings are the same.
     */
    private static final double KIND_DOUBT = 0.07;
    /**
     * The same for a blue piece fit on its outline told by its paint ({@link BlueWoodOutline}),
     * whose fits spread differently: on the H&amp;G pack rows of easy seeds 1000-5004 a blue hut
     * so fit was seen standing at 0.077 past the margin and told as sure (seed 2004); at 0.1 no
     * wrong kind is told as sure there or at default.
     */
    private static final double RESHAPED_KIND_DOUBT = 0.1;

    /**
     * A blob grown by one pixel (its 4-neighbours), for the silhouettes of a black piece. Black
     * wood is told by being darker than 45, far down the blurred step from the wood to the
     * lighter art round it, so a black blob's border lies about a pixel inside the piece's
     * outline all round; shrunk so, it is fit better by the thinner meeple than by the hut it
     * is (on H&amp;G pack seeds 1000-4004, 32 black huts on water were fit by a meeple 0.01 better
     * than by a hut on average, every other colour's huts 0.01-0.06 worse; grown, 0.06 worse,
     * while black fishers kept their lead of 0.05).
     */
    private static List<Integer> grown(List<Integer> body, int w, int h) {
        java.util.Set<Integer> out = new java.util.LinkedHashSet<>(body);
        for (int p : body) {
            int x = p % w;
            int y = p / w;
            if (x > 0) {
                out.add(p - 1);
            }
            if (x + 1 < w) {
                out.add(p + 1);
            }
            if (y > 0) {
                out.add(p - w);
            }
            if (y + 1 < h) {
                out.add(p + w);
            }
        }
        return new ArrayList<>(out);
    }

    private static boolean onLake(Placement p) {
        return p != null && p.terrain() == Terrain.LAKE;
    }

    private static boolean onWater(Placement p) {
        return p != null && water(p.terrain());
    }

    /**
     * How far, in cells, a figure's foot (the centre of what it stands on) lies inside the end of
     * its blob nearest the camera, by kind: the near end is the near edge of the base, so the
     * foot is about half a base deep inside it, and a lying meeple's base is its whole outline
     * (16 mm of a 45 mm tile), a hut's broader than a standing meeple's. One depth of 0.09 for
     * all put feet 0.03 (standing), 0.07 (hut) and 0.08 (lying) cells too near the camera on
     * average in generated default scenes (seeds 1000-1004, base+River and H&amp;G, 205 figures).
     */
    static double baseDepth(FigureKind kind) {
        return switch (kind) {
            case STANDING -> 0.12;
            case LYING -> 0.165;
            case HUT -> 0.155;
        };
    }

    /**
     * A figure's blob seen from the point under the camera: its centre, the unit direction away
     * from that point, and how far the blob reaches towards it from the centre, board cells.
     */
    private record Lean(Vec2 centre, Vec2 up, double reach) {
        /** The foot a base's depth inside the blob's near end, never beyond the centre. */
        Vec2 foot(double depth) {
            return centre.minus(up.times(Math.max(0, reach - depth)));
        }
    }

    private static Lean lean(BoardImage board, List<Integer> body, int w, Vec2 nadir) {
        double cx = 0;
        double cy = 0;
        for (int p : body) {
            cx += p % w + 0.5;
            cy += p / w + 0.5;
        }
        cx /= body.size();
        cy /= body.size();
        Vec2 centre = board.toBoard(cx, cy);
        Vec2 away = centre.minus(nadir);
        if (away.length() < 1e-6) {
            return new Lean(centre, new Vec2(1, 0), 0);
        }
        Vec2 up = away.unit();
        double least = Double.MAX_VALUE;
        for (int p : body) {
            Vec2 b = board.toBoard(p % w + 0.5, p / w + 0.5);
            least = Math.min(least, b.minus(centre).dot(up));
        }
        return new Lean(centre, up, -least);
    }

}
