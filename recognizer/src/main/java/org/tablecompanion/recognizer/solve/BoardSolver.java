package org.tablecompanion.recognizer.solve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileSignature;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.board.Cell;
import org.tablecompanion.recognizer.identify.Candidate;
import org.tablecompanion.recognizer.identify.TileMatcher;

/**
 * Reads the board as a whole: neighbouring tiles must show the same terrain where they touch,
 * and no tile type can lie more often than the box holds it. Starting from every cell's best
 * reading, each cell in turn takes the reading that best agrees with its picture, its current
 * neighbours and the counts, until nothing changes; a misread tile is so corrected by its
 * neighbours. The final per-cell scores include those terms, so a reading the neighbours
 * contradict shows a small margin.
 */
public final class BoardSolver {

    /** Log-likelihood cost of one edge port whose terrain does not match the neighbour's. */
    static final double PORT_MISMATCH = 2.5;
    /** Log-likelihood cost of each tile beyond the box's count of its type. */
    static final double OVER_COUNT = 3.0;
    /**
     * Ports an edge that does not match costs at least: a road that ends at a neighbour's field
     * breaks the rules as a city that does, though it is one port, not three. At one port's cost
     * a black meeple standing on J's road curve left it read as E at 91 % between two roads.
     */
    static final int EDGE_MISMATCH_PORTS = 2;
    /**
     * The most a reading the box has run out of costs however surely others hold it. A hand over
     * the board fits a city tile all over (its skin is the colour of city art): eight hand cells
     * read C, the one C of the box, each more surely than the real C under its pennant-less art,
     * and without a bound they took it from the real one. Beyond this the cells keep what their
     * pictures say.
     */
    static final double OVER_COUNT_MOST = 10.0;

    private final Catalog catalog;
    private final Map<String, TileType> types;
    /** Per tile type, per rotation, the terrain on each port (looked up by id alone: no key to build; {@link #edgeTerrains}). */
    private final Map<String, Terrain[][]> edgeTerrain;
    private final Map<String, TileSignature> signatures;
    private final InsideTrust trust;
    private final double evenOdds;
    /** Cells read from too little of their picture to hold a neighbour or a type against a clear cell. */
    private final java.util.Set<Cell> unseen;
    /** How many times wider this frame's fits spread than the scores assume ({@link #withTemper}). */
    private final double temper;

    /**
     * A solver for a matcher whose evidence is trusted alike everywhere and whose readings are
     * right however poorly they fit (the solve alone, as tests look at it).
     */
    public BoardSolver(Catalog catalog) {
        this(catalog, (a, b) -> 1.0, Double.NEGATIVE_INFINITY);
    }

    /**
     * @param trust how far the matcher's evidence for what lies inside a tile can be trusted
     * @param evenOdds the score at which a reading is as likely wrong as right ({@link TileMatcher#evenOdds})
     */
    public BoardSolver(Catalog catalog, InsideTrust trust, double evenOdds) {
        this.catalog = catalog;
        this.types = catalog.byId();
        this.trust = trust;
        this.evenOdds = evenOdds;
        this.unseen = java.util.Set.of();
        this.temper = 1;
        this.edgeTerrain = edgeTerrains(catalog);
        this.signatures = new java.util.concurrent.ConcurrentHashMap<>();
    }

    private BoardSolver(BoardSolver s, java.util.Set<Cell> unseen, double temper, InsideTrust trust) {
        this.catalog = s.catalog;
        this.types = s.types;
        this.trust = trust;
        this.evenOdds = s.evenOdds;
        this.unseen = java.util.Set.copyOf(unseen);
        this.temper = temper;
        // What each tile type puts on its edges is the same for every board: worked out once.
        this.edgeTerrain = s.edgeTerrain;
        this.signatures = s.signatures;
    }

    /**
     * This solver for a board some of whose cells were read from too little of their picture (a
     * hand hides most of them): such a cell stays in the solve, but its edges bind no neighbour
     * and it is the first to give up a type the box has run out of. A cell a hand hid, read as
     * whatever skin and a sliver of art fit, had turned its neighbour D (city to its north) into
     * U; with the box's Us then all held, a clear U beside a figure that might hide a W's arm was
     * read W, sure (base+River seed 2000).
     */
    public BoardSolver withUnseen(java.util.Set<Cell> cells) {
        return cells.isEmpty() && unseen.isEmpty() ? this : new BoardSolver(this, cells, temper, trust);
    }

    /**
     * This solver for a frame whose pictures fit their readings {@code temper} times worse than
     * the matcher's scores assume (1 or more): every score's distance from the best, and from
     * "none of these", is divided by it before it becomes a belief. The readings and the solve are
     * the same; only the confidences change.
     */
    public BoardSolver withTemper(double temper) {
        return temper == this.temper ? this : new BoardSolver(this, unseen, temper, trust);
    }

    /** This solver with the matcher's trust in what lies inside a tile as it holds for one frame. */
    public BoardSolver withTrust(InsideTrust trust) {
        return new BoardSolver(this, unseen, temper, trust);
    }

    /** {@link TileMatcher#trustInside}, as the solver needs it. */
    @FunctionalInterface
    public interface InsideTrust {
        double trustInside(TileType best, TileType other);
    }

    public Map<Cell, CellBelief> solve(Map<Cell, List<Candidate>> pictured) {
        Map<Cell, List<Candidate>> readings = withDrawOdds(pictured);
        Map<Cell, Integer> chosen = new LinkedHashMap<>();
        readings.forEach((c, list) -> chosen.put(c, 0));
        Map<String, Integer> counts = new HashMap<>();
        recount(readings, chosen, counts);
        List<Cell> order = new ArrayList<>(readings.keySet());
        order.sort(Comparator.naturalOrder());
        settle(readings, chosen, counts, order);
        // Two neighbours both misread alike hold each other (a road between them faint on both
        // sides: each reads without it, and turning one alone breaks the edge with the other).
        // A pair turned together is tried, and the cells settled again when one is taken.
        for (int round = 0; round < PAIR_ROUNDS && pairMoves(readings, chosen, counts, order); round++) {
            settle(readings, chosen, counts, order);
        }
        for (int round = 0; round < HAND_OUT_ROUNDS && handOut(readings, chosen, counts, order); round++) {
            // each round hands the types out afresh from the readings the last one settled on
        }
        Map<Cell, CellBelief> out = new LinkedHashMap<>();
        // The readings no longer change: what giving up a type frees is the same for all its holders.
        Map<String, Double> freedByType = new HashMap<>();
        for (Cell c : order) {
            List<Candidate> list = readings.get(c);
            String held = list.get(chosen.get(c)).tileId();
            counts.merge(held, -1, Integer::sum);
            double freed = freedByType.computeIfAbsent(held, t -> freedGain(c, t, readings, chosen, counts));
            List<Candidate> rescored = new ArrayList<>();
            Map<String, Double> countCost = new HashMap<>();
            Candidate mine = list.get(chosen.get(c));
            List<Yielding> yielding = yielding(c, readings, chosen, counts);
            double mineScore = neighbourly(c, mine, readings, chosen) - countCost.computeIfAbsent(mine.tileId(),
                    id -> overCount(c, id, readings, chosen, counts));
            for (Candidate k : list) {
                double other = k.tileId().equals(held) ? 0 : freed;
                double s = neighbourly(c, k, readings, chosen) - countCost.computeIfAbsent(k.tileId(),
                        id -> overCount(c, id, readings, chosen, counts)) + other;
                // What a neighbour's turn frees raises a rival at most to the chosen reading.
                double yielded = k == mine ? s : Math.max(s, Math.min(mineScore,
                        s + neighboursYield(c, k, yielding, readings, chosen)));
                rescored.add(new Candidate(k.tileId(), k.rotation(), yielded));
            }
            counts.merge(list.get(chosen.get(c)).tileId(), 1, Integer::sum);
            rescored.sort(Comparator.comparingDouble(Candidate::score).reversed());
            toldAsSolved(rescored, mine, counts);
            out.put(c, merged(c, rescored, mine));
        }
        return out;
    }

    /**
     * The readings with what the draw says of their types added: how likely a type is to lie on
     * a board at all, against the box's other tiles. H&amp;G's bonus tiles come from a pile of
     * their own, one each time a forest with gold is closed, so a board holds most of the land
     * tiles and few of the bonus tiles (the random games of the benchmark's 280 scenes: each land
     * tile on 91 % of the boards, each bonus tile on 32 %). A cell that reads as a land tile and a
     * bonus tile alike (25 and 84 share their river, their forest and their corner meadow; only
     * a deer or a mammoth tells them) is more likely the land tile by the odds of the two being
     * on the board: with the shares estimated from this board's own first readings, the bonus
     * reading starts behind by the difference of their log odds. With no bonus tiles in the
     * catalogs (base, River) the readings are as pictured.
     */
    private Map<Cell, List<Candidate>> withDrawOdds(Map<Cell, List<Candidate>> readings) {
        int landInBox = 0;
        int bonusInBox = 0;
        for (TileType t : types.values()) {
            landInBox += t.role() == TileRole.LAND ? t.count() : 0;
            bonusInBox += t.role() == TileRole.BONUS ? t.count() : 0;
        }
        if (landInBox == 0 || bonusInBox == 0) {
            return readings;
        }
        int land = 0;
        int bonus = 0;
        for (List<Candidate> list : readings.values()) {
            TileType t = list.isEmpty() ? null : types.get(list.get(0).tileId());
            land += t != null && t.role() == TileRole.LAND ? 1 : 0;
            bonus += t != null && t.role() == TileRole.BONUS ? 1 : 0;
        }
        // Counted as one more of each and one more absent (Laplace), so a board of a few tiles,
        // or one read all as land, gives odds short of certainty; and no more than the box holds
        // (a lattice laid over the table's cloth reads squares of it as tiles too).
        double shift = DRAW_ODDS_WEIGHT * Math.min(0, logOdds((Math.min(bonus, bonusInBox) + 1.0) / (bonusInBox + 2))
                - logOdds((Math.min(land, landInBox) + 1.0) / (landInBox + 2)));
        if (shift == 0) {
            return readings;
        }
        Map<Cell, List<Candidate>> out = new LinkedHashMap<>();
        readings.forEach((c, list) -> {
            List<Candidate> shifted = new ArrayList<>(list.size());
            for (Candidate k : list) {
                TileType t = types.get(k.tileId());
                shifted.add(t != null && t.role() == TileRole.BONUS
                        ? new Candidate(k.tileId(), k.rotation(), k.score() + shift) : k);
            }
            shifted.sort(Comparator.comparingDouble(Candidate::score).reversed());
            out.put(c, shifted);
        });
        return out;
    }

    /**
     * The share of the draw's log odds a reading is charged. The matcher's gaps between readings
     * that differ only inside a tile are not log odds: it trusts small marks half, and each mark's
     * term is capped. Charged in full, bonus readings its pictures had right were lost: on the 20
     * scenes of 1000-4004 (H&amp;G zero-shot default; of the 280 of 1000-8004 and 117000-164004 the
     * benchmark's accounts measure on), 17 readings were lost (91 read as 3, 9 or 12 four times, 84
     * as 25 and 85 as 62 three times each) and 3 mended. At a quarter, on all 280, tiles right by
     * the rules 20,126 -> 20,131 of 20,470, by type and rotation 18,942 -> 18,952, figures 5,797
     * alike (21 land tiles read as bonus tiles mended, 3 read as 93 with its lake in plain sight
     * among them, 15 bonus tiles read as land tiles, and 2 other readings mended, 3 lost); at a
     * half, 5 fewer right than at a quarter on the first 165 scenes. With a pack (H&amp;G default,
     * 50 scenes) the readings were the same.
     */
    static final double DRAW_ODDS_WEIGHT = 0.25;

    private static double logOdds(double p) {
        return Math.log(p / (1 - p));
    }

    /**
     * Tells the solve's reading first where the first reading would make the board told hold its
     * type more often than the box does (other cells hold it) and puts the same terrain on every
     * edge port as the solve's (the two differ only inside: a mark, a lake, a monastery); the
     * solve's reading takes the first's score, so the two share the belief. A rival's score after
     * the solve is what this cell alone would gain by it, with the other cells' moves priced flat
     * ({@link #overCount}), so along a chain of holders it can beat the reading the board as a
     * whole chose: on seed 130004 the true 84 read 25 (168.81), 27 (168.45), then 84 (167.37); the
     * true 25 held 25 because a third cell held the box's one 27; the rescoring priced the
     * 25-cell's move to 27 at a flat 3 for that 27 and told the 84 as a second 25. Elsewhere the
     * rescored order stands: where every reading fits a cell's picture too poorly to believe
     * (a pack's 5 under a figure, all at 0.00) the solve's choice among them is no better than
     * the rescored first, and telling it lost three such tiles with a pack. A rival with other
     * edges keeps its place too: which of two readings that disagree with different neighbours
     * comes first is what tells a board of misread cells (a lattice on the table's cloth) from a
     * board whose edges all match.
     */
    private void toldAsSolved(List<Candidate> sorted, Candidate chosen, Map<String, Integer> counts) {
        Candidate first = sorted.get(0);
        TileType type = types.get(first.tileId());
        boolean beyondTheBox = type != null && !first.tileId().equals(chosen.tileId())
                && counts.getOrDefault(first.tileId(), 0) >= type.count();
        if (!beyondTheBox || !java.util.Arrays.equals(terrains(chosen), terrains(first))) {
            toFrontOnTie(sorted, chosen);
            return;
        }
        sorted.removeIf(k -> sameReading(k, chosen));
        sorted.add(0, new Candidate(chosen.tileId(), chosen.rotation(), first.score()));
    }

    /**
     * Puts the chosen reading first where it scores as well as the first and puts the same
     * terrain on every edge: readings that differ only inside (a mark zero-shot saw too little of
     * to tell) can tie exactly, and the solve handed this cell its type where the other may be
     * another cell's.
     */
    private void toFrontOnTie(List<Candidate> sorted, Candidate chosen) {
        Candidate first = sorted.get(0);
        if (sameReading(first, chosen)) {
            return;
        }
        for (int k = 1; k < sorted.size() && sorted.get(k).score() >= first.score(); k++) {
            Candidate c = sorted.get(k);
            if (sameReading(c, chosen) && java.util.Arrays.equals(terrains(c), terrains(first))) {
                sorted.remove(k);
                sorted.add(0, c);
                return;
            }
        }
    }

    /** The same type turned the same way (a candidate's score aside). */
    private static boolean sameReading(Candidate a, Candidate b) {
        return a.tileId().equals(b.tileId()) && a.rotation() == b.rotation();
    }

    /** Rounds of handing the box's types out jointly ({@link #handOut}). */
    private static final int HAND_OUT_ROUNDS = 3;

    /**
     * Hands the tile types out to the cells all at once: each cell takes the type it reads best
     * (with its current neighbours), no type more often than the box holds it, the whole as
     * good as it can be (an assignment problem). Settling one cell at a time cannot trade a
     * type along a chain: H&amp;G's box holds every type once, and zero-shot readings of two
     * animals that score alike left two cells holding one type while the type the other
     * truly is stayed unread. A cell may still keep a type the box has run out of, at {@link
     * #beyondCount}. The cells then settle again, and the outcome is kept only when the board as
     * a whole ({@link #energy}) is better for it. True when the readings changed.
     */
    private boolean handOut(Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen,
                            Map<String, Integer> counts, List<Cell> order) {
        List<Cell> rows = order.stream().filter(c -> !unseen.contains(c)).toList();
        if (rows.isEmpty()) {
            return false;
        }
        List<String> columnType = new ArrayList<>();
        java.util.Set<String> typed = new java.util.HashSet<>();
        for (Cell c : rows) {
            for (Candidate k : readings.get(c)) {
                TileType t = types.get(k.tileId());
                if (t != null && typed.add(k.tileId())) {
                    for (int i = 0; i < Math.min(t.count(), rows.size()); i++) {
                        columnType.add(k.tileId());
                    }
                }
            }
        }
        int typeColumns = columnType.size();
        double[][] cost = new double[rows.size()][typeColumns + rows.size()];
        List<Map<String, Integer>> bestOfType = new ArrayList<>();
        int[] bestOfAll = new int[rows.size()];
        for (int r = 0; r < rows.size(); r++) {
            Cell c = rows.get(r);
            List<Candidate> list = readings.get(c);
            Map<String, Integer> best = new HashMap<>();
            double[] s = new double[list.size()];
            for (int k = 0; k < list.size(); k++) {
                s[k] = neighbourly(c, list.get(k), readings, chosen);
                Integer b = best.get(list.get(k).tileId());
                if (b == null || s[k] > s[b]) {
                    best.put(list.get(k).tileId(), k);
                }
                if (s[k] > s[bestOfAll[r]]) {
                    bestOfAll[r] = k;
                }
            }
            bestOfType.add(best);
            java.util.Arrays.fill(cost[r], Double.POSITIVE_INFINITY);
            for (int j = 0; j < typeColumns; j++) {
                Integer b = best.get(columnType.get(j));
                if (b != null) {
                    cost[r][j] = -s[b];
                }
            }
            cost[r][typeColumns + r] = -s[bestOfAll[r]] + beyondCount(s[bestOfAll[r]]);
        }
        int[] given = Assignment.cheapest(cost);
        Map<Cell, Integer> before = new HashMap<>(chosen);
        double energyBefore = energy(readings, chosen);
        boolean changed = false;
        for (int r = 0; r < rows.size(); r++) {
            int k = given[r] < typeColumns ? bestOfType.get(r).get(columnType.get(given[r])) : bestOfAll[r];
            changed |= k != chosen.get(rows.get(r));
            chosen.put(rows.get(r), k);
        }
        if (!changed) {
            return false;
        }
        settleStrictly(readings, chosen, rows);
        recount(readings, chosen, counts);
        if (energy(readings, chosen) > energyBefore + PAIR_GAIN) {
            return true;
        }
        chosen.putAll(before);
        recount(readings, chosen, counts);
        return false;
    }

    /**
     * {@link #settle} with the box's counts as the hand-out holds them: a type the box has run
     * out of costs the cheaper {@link #beyondCount} of this cell and its holders (as in {@link
     * #energy}), not what the holders would lose by their next reading. Settling by that loss,
     * three cells that read the box's one C about alike each paid less than they gained and all
     * kept it. Cells seen too little neither hold types nor move here.
     */
    private void settleStrictly(Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen, List<Cell> rows) {
        // Per type, the cells that hold it (most types one cell or none), so what keeping a type
        // costs its cheapest holder is looked up among a few cells, not the whole board.
        Map<String, List<Cell>> holders = new HashMap<>();
        for (Cell c : rows) {
            holders.computeIfAbsent(readings.get(c).get(chosen.get(c)).tileId(), x -> new ArrayList<>()).add(c);
        }
        for (int sweep = 0; sweep < 12; sweep++) {
            boolean changed = false;
            for (Cell c : rows) {
                List<Candidate> list = readings.get(c);
                int current = chosen.get(c);
                holders.get(list.get(current).tileId()).remove(c);
                int best = current;
                double bestScore = -Double.MAX_VALUE;
                for (int k = 0; k < list.size(); k++) {
                    Candidate cand = list.get(k);
                    TileType t = types.get(cand.tileId());
                    List<Cell> others = holders.getOrDefault(cand.tileId(), List.of());
                    double sc = neighbourly(c, cand, readings, chosen);
                    if (others.size() + 1 > (t == null ? 0 : t.count())) {
                        double cheapest = beyondCount(cand.score());
                        for (Cell h : others) {
                            cheapest = Math.min(cheapest, beyondCount(readings.get(h).get(chosen.get(h)).score()));
                        }
                        sc -= cheapest;
                    }
                    if (sc > bestScore + 1e-9) {
                        bestScore = sc;
                        best = k;
                    }
                }
                holders.computeIfAbsent(list.get(best).tileId(), x -> new ArrayList<>()).add(c);
                if (best != current) {
                    chosen.put(c, best);
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
    }

    /** Counts each type the chosen readings hold. */
    private static void recount(Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen,
                                Map<String, Integer> counts) {
        counts.clear();
        chosen.forEach((c, k) -> counts.merge(readings.get(c).get(k).tileId(), 1, Integer::sum));
    }

    /**
     * How well the chosen readings explain the board as a whole: their pictures' scores, less
     * every edge between cells seen well enough that does not match, less {@link #beyondCount}
     * for each tile beyond the box's count among those cells (the cheapest of a type's holders).
     */
    private double energy(Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen) {
        double e = 0;
        Map<String, List<Double>> held = new HashMap<>();
        for (Map.Entry<Cell, Integer> entry : chosen.entrySet()) {
            Cell c = entry.getKey();
            Candidate k = readings.get(c).get(entry.getValue());
            e += k.score();
            if (unseen.contains(c)) {
                continue;
            }
            held.computeIfAbsent(k.tileId(), x -> new ArrayList<>()).add(beyondCount(k.score()));
            for (Edge edge : new Edge[] {Edge.E, Edge.S}) {
                Cell n = c.neighbour(edge.dx(), edge.dy());
                List<Candidate> nl = readings.get(n);
                if (nl != null && !unseen.contains(n)) {
                    e -= edgeCost(k, edge, nl.get(chosen.get(n)));
                }
            }
        }
        for (Map.Entry<String, List<Double>> h : held.entrySet()) {
            TileType t = types.get(h.getKey());
            List<Double> charges = h.getValue();
            charges.sort(null);
            for (int k = 0; k < charges.size() - (t == null ? 0 : t.count()); k++) {
                e -= charges.get(k);
            }
        }
        return e;
    }

    /**
     * What a cell pays for keeping a reading of a type the box has run out of: {@link
     * #OVER_COUNT_MOST}, but no more than its lead over even odds. A cell whose reading fits no
     * better than even odds may be none of the box's tiles at all (bare table), and holds no type
     * from a tile.
     */
    private double beyondCount(double score) {
        return Math.min(OVER_COUNT_MOST, Math.max(0, score - evenOdds));
    }

    /** Turns of a pair of neighbours tried together, each followed by settling the cells again. */
    private static final int PAIR_ROUNDS = 3;

    /**
     * Iterated conditional modes: each cell in turn takes the reading that best agrees with its
     * picture, its current neighbours and the counts, until nothing changes.
     */
    private void settle(Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen, Map<String, Integer> counts,
                        List<Cell> order) {
        for (int sweep = 0; sweep < 12; sweep++) {
            boolean changed = false;
            for (Cell c : order) {
                List<Candidate> list = readings.get(c);
                int current = chosen.get(c);
                counts.merge(list.get(current).tileId(), -1, Integer::sum);
                int best = current;
                double bestScore = -Double.MAX_VALUE;
                // A type's count costs the same in every rotation: asked once per type here.
                Map<String, Double> countCost = new HashMap<>();
                for (int k = 0; k < list.size(); k++) {
                    Candidate cand = list.get(k);
                    double s = neighbourly(c, cand, readings, chosen) - countCost.computeIfAbsent(cand.tileId(),
                            id -> overCount(c, id, readings, chosen, counts));
                    if (s > bestScore + 1e-9) {
                        bestScore = s;
                        best = k;
                    }
                }
                counts.merge(list.get(best).tileId(), 1, Integer::sum);
                if (best != current) {
                    chosen.put(c, best);
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
    }

    /**
     * Each pair of neighbours takes the two readings that together agree best with their pictures,
     * their other neighbours and each other, where that is better than what they hold by more
     * than a rounding; only readings of types the box still has room for are tried (what a type
     * it has run out of costs depends on every other holder, which a pair cannot weigh). True
     * when a pair changed.
     */
    private boolean pairMoves(Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen,
                              Map<String, Integer> counts, List<Cell> order) {
        boolean moved = false;
        for (Cell c : order) {
            for (Edge e : new Edge[] {Edge.E, Edge.S}) {
                Cell n = c.neighbour(e.dx(), e.dy());
                List<Candidate> nl = readings.get(n);
                if (nl == null) {
                    continue;
                }
                List<Candidate> cl = readings.get(c);
                Candidate cNow = cl.get(chosen.get(c));
                Candidate nNow = nl.get(chosen.get(n));
                counts.merge(cNow.tileId(), -1, Integer::sum);
                counts.merge(nNow.tileId(), -1, Integer::sum);
                double[] cApart = new double[cl.size()];
                double[] nApart = new double[nl.size()];
                for (int k = 0; k < cl.size(); k++) {
                    cApart[k] = apartFrom(c, cl.get(k), n, readings, chosen);
                }
                for (int m = 0; m < nl.size(); m++) {
                    nApart[m] = apartFrom(n, nl.get(m), c, readings, chosen);
                }
                int bestK = chosen.get(c);
                int bestM = chosen.get(n);
                double best = cApart[bestK] + nApart[bestM] - edgeCost(cNow, e, nNow) + PAIR_GAIN;
                for (int k = 0; k < cl.size(); k++) {
                    if (!roomFor(cl.get(k).tileId(), counts, 0)) {
                        continue;
                    }
                    for (int m = 0; m < nl.size(); m++) {
                        String mt = nl.get(m).tileId();
                        if (!roomFor(mt, counts, mt.equals(cl.get(k).tileId()) ? 1 : 0)) {
                            continue;
                        }
                        double joint = cApart[k] + nApart[m] - edgeCost(cl.get(k), e, nl.get(m));
                        if (joint > best) {
                            best = joint;
                            bestK = k;
                            bestM = m;
                        }
                    }
                }
                if (bestK != chosen.get(c) || bestM != chosen.get(n)) {
                    chosen.put(c, bestK);
                    chosen.put(n, bestM);
                    moved = true;
                }
                counts.merge(cl.get(chosen.get(c)).tileId(), 1, Integer::sum);
                counts.merge(nl.get(chosen.get(n)).tileId(), 1, Integer::sum);
            }
        }
        return moved;
    }

    /** Score a pair's turn must gain over what it holds: ties and rounding do not move readings. */
    private static final double PAIR_GAIN = 1e-6;

    /** Whether the box holds one more of {@code tileId} beside the {@code extra} and those counted. */
    private boolean roomFor(String tileId, Map<String, Integer> counts, int extra) {
        TileType t = types.get(tileId);
        return t != null && counts.getOrDefault(tileId, 0) + extra + 1 <= t.count();
    }

    /**
     * A neighbour's other readings, each with what it would lose by taking it instead of its
     * own (its picture and its edges to its other neighbours, and a flat {@link #OVER_COUNT}
     * where the box holds no more of the type), for {@link #neighboursYield}.
     */
    private record Yielding(Cell cell, Edge towards, List<Candidate> others, double[] loss) {
    }

    private List<Yielding> yielding(Cell c, Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen,
                                    Map<String, Integer> countsWithoutC) {
        List<Yielding> out = new ArrayList<>();
        for (Edge e : EDGES) {
            Cell n = c.neighbour(e.dx(), e.dy());
            List<Candidate> nl = readings.get(n);
            if (nl == null) {
                continue;
            }
            Candidate now = nl.get(chosen.get(n));
            double keep = apartFrom(n, now, c, readings, chosen);
            List<Candidate> others = new ArrayList<>();
            List<Double> loss = new ArrayList<>();
            for (Candidate m : nl) {
                if (m == now) {
                    continue;
                }
                int held = countsWithoutC.getOrDefault(m.tileId(), 0) - (now.tileId().equals(m.tileId()) ? 1 : 0);
                others.add(m);
                loss.add(keep - apartFrom(n, m, c, readings, chosen) + flatOverCount(m.tileId(), held));
            }
            out.add(new Yielding(n, e, others, loss.stream().mapToDouble(Double::doubleValue).toArray()));
        }
        return out;
    }

    /** {@link #neighbourly} of reading {@code k} at {@code n} without its edge to {@code c}. */
    private double apartFrom(Cell n, Candidate k, Cell c, Map<Cell, List<Candidate>> readings,
                             Map<Cell, Integer> chosen) {
        double s = k.score();
        for (Edge e : EDGES) {
            Cell m = n.neighbour(e.dx(), e.dy());
            List<Candidate> ml = readings.get(m);
            if (ml != null && !m.equals(c)) {
                s -= edgeCost(k, e, ml.get(chosen.get(m)));
            }
        }
        return s;
    }

    /**
     * What the edges of reading {@code k} at {@code c} cost less when a neighbour may change its
     * reading too (never negative). The solve settles one cell at a time, each with its
     * neighbours as they are; a belief taken the same way makes two neighbours that are both
     * misread sure of each other: on easy seed 1002 a road between two tiles was faint on both
     * sides, both read without it (L as D, W as U), and each was sure because the other showed
     * no road there, though turning both cost their pictures only 3. So a reading that
     * mismatches a neighbour is charged the cheaper of the mismatch and what the neighbour would
     * lose by a reading that matches it. Only confidences soften: a reading so freed is held to
     * at most the chosen one's score (the solve's readings stay), since two cells freed this way
     * at once need not agree with each other.
     */
    private double neighboursYield(Cell c, Candidate k, List<Yielding> yielding, Map<Cell, List<Candidate>> readings,
                                   Map<Cell, Integer> chosen) {
        double gain = 0;
        for (Yielding y : yielding) {
            Candidate now = readings.get(y.cell()).get(chosen.get(y.cell()));
            double asIs = edgeCost(k, y.towards(), now);
            double best = asIs;
            for (int i = 0; i < y.others().size(); i++) {
                best = Math.min(best, y.loss()[i] + edgeCost(k, y.towards(), y.others().get(i)));
            }
            gain += asIs - best;
        }
        return gain;
    }

    /** What edge {@code e} of reading {@code k} costs against the neighbour's reading {@code b}. */
    private double edgeCost(Candidate k, Edge e, Candidate b) {
        int wrong = mismatches(k, e, b);
        return PORT_MISMATCH * (wrong == 0 ? 0 : Math.max(EDGE_MISMATCH_PORTS, wrong));
    }

    /**
     * Readings that play the same are one reading: a tile turned onto its own symmetry, or a
     * twin type whose features, turned, are the same for every rule (H&amp;G prints several tiles
     * twice with different art). The best stands for all, its belief is their sum, so a cell is
     * called unsure only for a difference a score could see.
     */
    public CellBelief merged(Cell c, List<Candidate> sorted) {
        return merged(c, sorted, null);
    }

    /**
     * {@link #merged(Cell, List)}, with {@code chosen} standing for the readings that play as it
     * does: the solve handed the cell that type, and a twin that scores the same (H&amp;G's twins
     * differ only in their art, which zero-shot cannot see) may be another cell's.
     */
    private CellBelief merged(Cell c, List<Candidate> sorted, Candidate chosen) {
        List<Double> p = softmax(believed(sorted), evenOdds, temper);
        List<Candidate> kept = new ArrayList<>();
        List<Double> shares = new ArrayList<>();
        List<TileSignature> keys = new ArrayList<>();
        for (int k = 0; k < sorted.size(); k++) {
            TileSignature key = signature(sorted.get(k));
            int at = keys.indexOf(key);
            if (at < 0) {
                keys.add(key);
                kept.add(sorted.get(k));
                shares.add(p.get(k));
            } else {
                if (chosen != null && sameReading(sorted.get(k), chosen)) {
                    kept.set(at, sorted.get(k));
                }
                shares.set(at, shares.get(at) + p.get(k));
            }
        }
        return new CellBelief(c, kept, shares);
    }

    /**
     * The scores the belief is taken from: a reading that puts the same terrain on every edge
     * port as the best one differs from it only in what lies inside (a mark, a monastery, a
     * lake), and the matcher says how far its evidence for such a difference can be trusted
     * ({@link TileMatcher#trustInside}); the gap to the best shrinks by that share. The order
     * of the readings stays: only the confidence changes.
     */
    private List<Candidate> believed(List<Candidate> sorted) {
        if (sorted.isEmpty()) {
            return sorted;
        }
        Candidate best = sorted.get(0);
        Terrain[] edges = terrains(best);
        List<Candidate> out = new ArrayList<>(sorted.size());
        for (Candidate k : sorted) {
            double share = java.util.Arrays.equals(edges, terrains(k))
                    ? trust.trustInside(types.get(best.tileId()), types.get(k.tileId())) : 1.0;
            out.add(share >= 1 ? k : new Candidate(k.tileId(), k.rotation(),
                    best.score() - share * (best.score() - k.score())));
        }
        return out;
    }

    private TileSignature signature(Candidate k) {
        return signatures.computeIfAbsent(k.tileId() + "@" + k.rotation(),
                x -> TileSignature.of(types.get(k.tileId()), k.rotation()));
    }

    /**
     * Shares of belief: every reading by its score, and beside them "none of these" at {@code
     * none}, a score so poor that a reading there is as likely wrong as right. That share is
     * nobody's, so a cell whose best reading fits its picture badly (a tile half off its cell, a
     * lattice a row off) is unsure however far ahead of the second its reading lies.
     */
    private static List<Double> softmax(List<Candidate> list, double none, double temper) {
        double max = Math.max(none, list.get(0).score());
        double sum = Double.isInfinite(none) ? 0 : Math.exp((none - max) / temper);
        List<Double> e = new ArrayList<>();
        for (Candidate k : list) {
            double v = Math.exp((k.score() - max) / temper);
            e.add(v);
            sum += v;
        }
        List<Double> out = new ArrayList<>();
        for (double v : e) {
            out.add(v / sum);
        }
        return out;
    }

    /**
     * What reading {@code tileId} at {@code c} costs when the box holds no more of it than the
     * other cells already claim. The box's counts are a fact, so one of those cells must then be
     * something else: the cost is what the cells that give it up cheapest would lose by their
     * next best reading of another type. Two cells claiming the one river-monastery-road are so
     * settled by which of them reads it more surely (a red figure lying in a river passed for its
     * roof at 94 % beside the real one), and a reading that takes it from a sure holder is itself
     * unsure or gone; a flat cost let a strong picture keep a type the box has run out of.
     */
    private double overCount(Cell c, String tileId, Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen,
                             Map<String, Integer> countsWithout) {
        TileType t = types.get(tileId);
        int allowed = t == null ? 0 : t.count();
        int others = countsWithout.getOrDefault(tileId, 0);
        if (others + 1 <= allowed) {
            return 0;
        }
        if (t == null) {
            return OVER_COUNT;
        }
        List<Double> losses = new ArrayList<>();
        for (Map.Entry<Cell, Integer> e : chosen.entrySet()) {
            Cell h = e.getKey();
            if (!h.equals(c) && readings.get(h).get(e.getValue()).tileId().equals(tileId)) {
                losses.add(loss(h, readings, chosen, countsWithout));
            }
        }
        losses.sort(null);
        double cost = 0;
        for (int k = 0; k < Math.min(losses.size(), others + 1 - allowed); k++) {
            cost += losses.get(k);
        }
        return Math.min(OVER_COUNT_MOST, cost);
    }

    /**
     * What another cell would gain if {@code c} gave up {@code held}, the last of its type the
     * box holds: the confidence of the cell that holds it must allow that a rival reads it too
     * (the mirror of {@link #overCount}, which charges the rival). Without it the holder was
     * sure by its own margin alone, however surely the rival read the same type.
     */
    private double freedGain(Cell c, String held, Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen,
                             Map<String, Integer> countsWithout) {
        TileType t = types.get(held);
        if (t == null || countsWithout.getOrDefault(held, 0) + 1 != t.count()) {
            return 0;
        }
        double gain = 0;
        for (Map.Entry<Cell, Integer> e : chosen.entrySet()) {
            Cell n = e.getKey();
            List<Candidate> list = readings.get(n);
            Candidate now = list.get(e.getValue());
            if (n.equals(c) || now.tileId().equals(held)) {
                continue;
            }
            double current = Double.NaN;
            for (Candidate k : list) {
                if (k.tileId().equals(held)) {
                    if (Double.isNaN(current)) {
                        current = neighbourly(n, now, readings, chosen);
                    }
                    gain = Math.max(gain, neighbourly(n, k, readings, chosen) - current);
                }
            }
        }
        return Math.min(OVER_COUNT_MOST, gain);
    }

    /**
     * How much the cell {@code h} loses by giving up its type for its best reading of another
     * type (never negative), with flat {@link #OVER_COUNT} costs so the question does not recurse.
     */
    private double loss(Cell h, Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen,
                        Map<String, Integer> countsWithout) {
        if (unseen.contains(h)) {
            return 0;
        }
        List<Candidate> list = readings.get(h);
        Candidate held = list.get(chosen.get(h));
        // The counts without h's own reading: only its type's count differs from countsWithout.
        double keep = neighbourly(h, held, readings, chosen)
                - flatOverCount(held.tileId(), countsWithout.getOrDefault(held.tileId(), 0) - 1);
        double other = Double.NEGATIVE_INFINITY;
        for (Candidate k : list) {
            if (!k.tileId().equals(held.tileId())) {
                other = Math.max(other, neighbourly(h, k, readings, chosen)
                        - flatOverCount(k.tileId(), countsWithout.getOrDefault(k.tileId(), 0)));
            }
        }
        // "None of these" is a reading too: a cell whose reading fits its picture no better than
        // the score of even odds gives its type up for no more than that (a cell of bare table
        // had held the box's only X surely). A cell with no other reading at all cannot give it
        // up: nothing makes room there.
        double instead = Math.max(other, evenOdds);
        return Double.isInfinite(instead) ? 1e3 : Math.max(0, keep - instead);
    }

    /** {@link #OVER_COUNT} if one more of {@code tileId} beside {@code others} is more than the box holds. */
    private double flatOverCount(String tileId, int others) {
        TileType t = types.get(tileId);
        int allowed = t == null ? 0 : t.count();
        return others + 1 > allowed ? OVER_COUNT : 0;
    }

    /** Picture score plus agreement with the current neighbours. */
    private double neighbourly(Cell c, Candidate k, Map<Cell, List<Candidate>> readings, Map<Cell, Integer> chosen) {
        double s = k.score();
        for (Edge e : EDGES) {
            Cell n = c.neighbour(e.dx(), e.dy());
            List<Candidate> nl = readings.get(n);
            if (nl != null && !unseen.contains(n)) {
                s -= edgeCost(k, e, nl.get(chosen.get(n)));
            }
        }
        return s;
    }

    /**
     * The cells whose reading disagrees with a neighbour's on their shared edge: one of the two
     * is misread (a legal board has every edge matching), and the pictures could not tell which.
     */
    public java.util.Set<Cell> contradicted(Map<Cell, Candidate> readings) {
        java.util.Set<Cell> out = new java.util.HashSet<>();
        readings.forEach((c, k) -> {
            for (Edge e : EDGES) {
                Candidate n = readings.get(c.neighbour(e.dx(), e.dy()));
                if (n != null && mismatches(k, e, n) > 0) {
                    out.add(c);
                }
            }
        });
        return out;
    }

    /**
     * The cells whose reading is of a type read more often than the box holds it: at least one of
     * them is misread, and nothing says which. The solve charges a type beyond its count only so
     * much ({@link #OVER_COUNT}), so a picture that fits a type far better than the truth (a figure
     * and its shadow over the one place two types differ) keeps it. A type the catalog does not
     * know is left alone. Twins (types that play the same, such as H&amp;G's 39 and 40) are counted
     * apart: a pack tells them by their art, and no zero-shot H&amp;G reading is sure anyway.
     */
    public java.util.Set<Cell> beyondTheBox(Map<Cell, Candidate> readings) {
        Map<String, List<Cell>> holders = new HashMap<>();
        readings.forEach((c, k) -> holders.computeIfAbsent(k.tileId(), t -> new ArrayList<>()).add(c));
        java.util.Set<Cell> out = new java.util.HashSet<>();
        holders.forEach((id, cells) -> {
            TileType t = types.get(id);
            if (t != null && cells.size() > t.count()) {
                out.addAll(cells);
            }
        });
        return out;
    }

    /**
     * How many of the readings lie beyond the box: for each type, the readings of it past the
     * box's count (a type the catalog does not know is left alone, as in {@link #beyondTheBox}).
     * No legal board has any; a lattice of the table reads its plain squares as one type again
     * and again (plank wood as C, the box's one all-city tile).
     */
    public int overTheBox(Map<Cell, Candidate> readings) {
        Map<String, Integer> held = new HashMap<>();
        readings.values().forEach(k -> held.merge(k.tileId(), 1, Integer::sum));
        int over = 0;
        for (Map.Entry<String, Integer> e : held.entrySet()) {
            TileType t = types.get(e.getKey());
            if (t != null) {
                over += Math.max(0, e.getValue() - t.count());
            }
        }
        return over;
    }

    /** How many of the three ports on edge {@code e} of {@code a} disagree with the neighbour {@code b}. */
    int mismatches(Candidate a, Edge e, Candidate b) {
        Terrain[] ta = terrains(a);
        Terrain[] tb = terrains(b);
        int n = 0;
        // Port p of edge e faces port FACING[p] of the neighbour (Port#facing, as a table: the
        // solve asks this millions of times a frame).
        for (int p = 3 * e.ordinal(); p < 3 * e.ordinal() + 3; p++) {
            if (!compatible(ta[p], tb[FACING[p]])) {
                n++;
            }
        }
        return n;
    }

    /** Edges in order, once (Edge.values() copies its array on every call). */
    private static final Edge[] EDGES = Edge.values();
    /** Per port's ordinal, the ordinal of the neighbour's port that touches it ({@link Port#facing}). */
    private static final int[] FACING = java.util.Arrays.stream(Port.values()).mapToInt(p -> p.facing().ordinal())
            .toArray();

    private static boolean compatible(Terrain a, Terrain b) {
        return a == b;
    }

    private Terrain[] terrains(Candidate k) {
        return edgeTerrain.get(k.tileId())[k.rotation().ordinal()];
    }

    /**
     * Per tile type of the catalog, per rotation, the terrain on each port. Made whole when the
     * solver is made: the solve asks for a reading's edges millions of times a frame, and
     * working them out on first use behind a concurrent map's {@code computeIfAbsent} was a third
     * of the solve's profile on a board of 150 tiles.
     */
    private static Map<String, Terrain[][]> edgeTerrains(Catalog catalog) {
        Map<String, Terrain[][]> out = new java.util.HashMap<>();
        for (TileType t : catalog.tiles()) {
            Terrain[][] byRotation = new Terrain[Rotation.values().length][Port.values().length];
            for (Rotation r : Rotation.values()) {
                for (Port p : Port.values()) {
                    byRotation[r.ordinal()][p.ordinal()] = t.terrainAt(p, r);
                }
            }
            out.put(t.id(), byRotation);
        }
        return Map.copyOf(out);
    }

    public Catalog catalog() {
        return catalog;
    }

}
