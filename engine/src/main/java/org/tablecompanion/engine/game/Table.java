package org.tablecompanion.engine.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Placement;
import org.tablecompanion.engine.board.PlacementCheck;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeatureGraph;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.engine.scoring.Award;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringContext;
import org.tablecompanion.engine.scoring.TerrainScoring;

/**
 * The game's mutable state and the turn structure: lay a tile, optionally set one figure on it,
 * score what the tile completed, return the scored figures. A turn is closed (scored) when the
 * next tile arrives or the game ends, so a figure set on the completing tile scores with it.
 * Owned by one {@link Game}; never shared.
 */
final class Table implements ScoringContext {

    private final GameSetup setup;
    private final Ruleset ruleset;
    /** A number per tile id, the type that id names, and the id's number for each catalog tile. */
    private final Map<String, Integer> typeNumbers;
    private final TileType[] types;
    private final int[] catalogNumbers;
    // The setup's and ruleset's answers, asked once per game (they build their lists each time).
    private final List<PlayerColour> colours;
    private final Set<Role> roles;
    private final Map<FigureKind, Integer> supplyPerPlayer;
    private FeatureGraph graph;
    private final List<Figure> figures;
    private final Map<PlayerColour, EnumMap<FigureKind, Integer>> supply;
    private final Map<PlayerColour, Integer> scores;
    private final List<Scoring> scorings;
    private final List<Warning> warnings;
    /** Copies laid per tile id, by its number. */
    private final int[] copiesLaid;
    private RiverRules river;
    private final TurnHooks hooks;
    private int turn = -1;
    /** The tiles laid in the open turn, by their places in the laying order (a bonus tile makes two). */
    private int[] turnTiles;
    private int turnTileCount;
    private Position lastTile;
    private boolean lastTileBonus;
    private int figuresThisTurn;
    private boolean turnOpen;
    private boolean ended;
    private int event;
    private List<Feature> featuresNow;
    /** The part number ({@link FeatureGraph#partNumber}) each figure stands on, in the order of {@link #figures}. */
    private int[] figureParts;
    /**
     * Every figure as (root part of its feature << 32 | its place in {@link #figures}), sorted, so
     * the figures of one feature lie together in figure order; made again when figures or tiles change.
     */
    private long[] figuresByRoot;
    /** Questions to {@link #figuresOn} since figures or tiles last changed. */
    private int figuresOnAsked;
    /** The features figures stand on; made again when figures or tiles change. */
    private List<Feature> featuresWithFiguresNow;

    /**
     * Up to this many figures on the board, or for this many questions after a change,
     * {@link #figuresOn} looks through the figures instead of building a map.
     */
    private static final int FEW_FIGURES = 8;
    private static final int FEW_QUESTIONS = 4;

    Table(GameSetup setup) {
        this.setup = setup;
        this.ruleset = Ruleset.of(setup);
        List<TileType> catalogTiles = setup.catalog().tiles();
        this.typeNumbers = new HashMap<>(catalogTiles.size() * 2);
        this.types = new TileType[catalogTiles.size()];
        this.catalogNumbers = new int[catalogTiles.size()];
        for (int i = 0; i < catalogTiles.size(); i++) {
            TileType t = catalogTiles.get(i);
            int number = typeNumbers.computeIfAbsent(t.id(), id -> typeNumbers.size());
            types[number] = t; // as Catalog.byId: the last tile of an id is the one it names
            catalogNumbers[i] = number;
        }
        this.colours = setup.colours();
        this.roles = ruleset.roles();
        this.supplyPerPlayer = ruleset.supply();
        this.graph = new FeatureGraph(setup.catalog().tileCount());
        this.figures = new ArrayList<>();
        this.figureParts = new int[16];
        this.supply = new LinkedHashMap<>();
        this.scores = new LinkedHashMap<>();
        for (PlayerColour c : colours) {
            EnumMap<FigureKind, Integer> s = new EnumMap<>(FigureKind.class);
            s.putAll(supplyPerPlayer);
            supply.put(c, s);
            scores.put(c, 0);
        }
        this.scorings = new ArrayList<>();
        this.warnings = new ArrayList<>();
        this.copiesLaid = new int[catalogTiles.size()];
        this.river = new RiverRules(setup.catalog());
        this.hooks = ruleset.newHooks();
        this.turnTiles = new int[4];
    }

    /** A copy for a what-if view: the graph is shared (closing a turn or final scoring only reads it). */
    private Table(Table o) {
        setup = o.setup;
        ruleset = o.ruleset;
        typeNumbers = o.typeNumbers;
        types = o.types;
        catalogNumbers = o.catalogNumbers;
        colours = o.colours;
        roles = o.roles;
        supplyPerPlayer = o.supplyPerPlayer;
        graph = o.graph;
        figures = new ArrayList<>(o.figures);
        figureParts = o.figureParts.clone();
        supply = new LinkedHashMap<>();
        o.supply.forEach((c, s) -> supply.put(c, new EnumMap<>(s)));
        scores = new LinkedHashMap<>(o.scores);
        scorings = new ArrayList<>(o.scorings);
        warnings = new ArrayList<>(o.warnings);
        copiesLaid = o.copiesLaid.clone();
        river = o.river.copy();
        hooks = o.hooks.copy();
        turn = o.turn;
        turnTiles = o.turnTiles.clone();
        turnTileCount = o.turnTileCount;
        lastTile = o.lastTile;
        lastTileBonus = o.lastTileBonus;
        figuresThisTurn = o.figuresThisTurn;
        turnOpen = o.turnOpen;
        ended = o.ended;
        event = o.event;
    }

    Table whatIf() {
        return new Table(this);
    }

    // ---- play -------------------------------------------------------------------------------

    TileType tileType(String id) {
        return types[typeNumber(id)];
    }

    private int typeNumber(String id) {
        Integer number = id == null ? null : typeNumbers.get(id);
        if (number == null) {
            throw new BadInputException("unknown tile id '" + id + "' (catalog " + setup.catalog().id() + ")");
        }
        return number;
    }

    void placeTile(String tileId, Position position, Rotation rotation, boolean bonus, int eventIndex) {
        int number = typeNumber(tileId);
        TileType type = types[number];
        if (ended) {
            throw new BadInputException("a tile laid after the game ended");
        }
        if (graph.board().occupied(position)) {
            throw new BadInputException("square " + position + " already holds tile "
                    + graph.board().at(position).orElseThrow().type().id() + " (two tiles cannot share a square)");
        }
        event = eventIndex;
        closeTurn();
        boolean start = graph.tileCount() == 0;
        if (!bonus || start) {
            turn++;
        }
        Supplier<String> what = () -> "tile " + type.id() + " at " + position; // words built only for a warning
        Board before = graph.board();
        PlacedTile placed = new PlacedTile(type, position, rotation);
        // Laid now: the graph finds what Board.check would say on the way. The warnings below keep
        // their order, and nothing below reads the graph (the River reads the board before).
        PlacementCheck check = graph.addChecked(placed);
        figuresChanged();
        featuresNow = null;
        if (start) {
            checkStartTile(type, what);
        } else {
            if (!check.touching()) {
                warn(RuleBreak.TILE_NOT_TOUCHING, what.get() + " touches no placed tile");
            }
            for (Edge e : check.mismatchedEdges()) {
                warn(RuleBreak.EDGE_MISMATCH, what.get() + ": its " + edgeName(e) + " edge does not continue the "
                        + "terrain of the tile at " + position.neighbour(e));
            }
            for (RiverRules.Problem p : river.check(before, type, position, rotation)) {
                warn(p.rule(), what.get() + ": " + p.detail());
            }
        }
        for (TurnHooks.Problem p : hooks.beforeTile(type, position, bonus)) {
            warn(p.rule(), what.get() + ": " + p.detail());
        }
        int copies = ++copiesLaid[number];
        if (copies > type.count()) {
            warn(RuleBreak.TOO_MANY_COPIES, what.get() + " is copy " + copies + " of " + type.id()
                    + " but the box holds " + type.count());
        }
        river.placed(before, placed);
        if (turnTileCount == turnTiles.length) {
            turnTiles = java.util.Arrays.copyOf(turnTiles, turnTileCount * 2);
        }
        turnTiles[turnTileCount++] = graph.tileCount() - 1; // the tile just laid
        lastTile = position;
        lastTileBonus = bonus && !start;
        figuresThisTurn = 0;
        turnOpen = true;
    }

    private void checkStartTile(TileType type, Supplier<String> what) {
        if (river.inPlay()) {
            if (type.role() != TileRole.RIVER_SPRING) {
                warn(RuleBreak.START_TILE, what.get() + ": with the River the first tile is the spring");
            }
        } else if (!type.id().equals(setup.catalog().startTile())) {
            warn(RuleBreak.START_TILE, what.get() + ": the start tile is " + setup.catalog().startTile());
        }
    }

    void placeFigure(PlayerColour player, FigureKind kind, FeaturePart part, int eventIndex) {
        if (player == null || !colours.contains(player)) {
            throw new BadInputException("no player plays " + (player == null ? "that colour" : player.spelling()));
        }
        if (ended) {
            throw new BadInputException("a figure set down after the game ended");
        }
        PlacedTile tile = graph.board().at(part.position()).orElseThrow(() ->
                new BadInputException("no tile at " + part.position() + " to stand on"));
        if (part.index() < 0 || part.index() >= tile.featureCount()) {
            throw new BadInputException("tile " + tile.type().id() + " at " + part.position() + " has no feature "
                    + part.index() + " (it has " + tile.featureCount() + ": 0.." + (tile.featureCount() - 1) + ")");
        }
        if (!supplyPerPlayer.containsKey(kind)) {
            throw new BadInputException("this game has no " + kind.spelling() + " figures");
        }
        event = eventIndex;
        Terrain terrain = tile.feature(part.index()).terrain();
        Role role = Role.of(kind, terrain);
        Figure figure = new Figure(player, kind, role, part);
        Supplier<String> what = () -> player.spelling() + " " + role.name().toLowerCase(java.util.Locale.ROOT).replace("none", kind.spelling())
                + " on the " + terrain.name().toLowerCase(java.util.Locale.ROOT) + " of tile " + tile.type().id()
                + " at " + part.position();
        Optional<PlayerColour> mover = turnPlayer();
        if (mover.isEmpty()) {
            warn(RuleBreak.FIGURE_OUT_OF_TURN, what.get() + ": no figure goes on the start tile");
        } else if (mover.get() != player) {
            warn(RuleBreak.FIGURE_OUT_OF_TURN, what.get() + " in " + mover.get().spelling() + "'s turn");
        }
        if (!part.position().equals(lastTile)) {
            warn(RuleBreak.FIGURE_NOT_ON_NEW_TILE, what.get() + ": the tile just laid is at " + lastTile);
        }
        if (figuresThisTurn > 0) {
            warn(RuleBreak.SECOND_FIGURE, what.get() + " is figure " + (figuresThisTurn + 1) + " this turn");
        }
        // the game's own rules for this figure, asked once: the answer may walk the board
        Optional<TurnHooks.Problem> problem = roles.contains(role)
                ? ruleset.figureProblem(figure, graph, figures) : Optional.empty();
        if (!roles.contains(role)) {
            if (terrain == Terrain.RIVER) {
                warn(RuleBreak.FIGURE_ON_RIVER, what.get());
            } else {
                warn(RuleBreak.FIGURE_NOT_ALLOWED, what.get());
            }
        } else if (problem.isPresent()) {
            warn(problem.get().rule(), what.get() + ": " + problem.get().detail());
        } else if (ruleset.blocked(figure, graph, figures)) {
            warn(RuleBreak.FEATURE_OCCUPIED, what.get() + ": that " + terrain.name().toLowerCase(java.util.Locale.ROOT)
                    + " already holds a " + role.noun(1));
        }
        EnumMap<FigureKind, Integer> s = supply.get(player);
        int left = s.getOrDefault(kind, 0);
        if (left <= 0) {
            warn(RuleBreak.NO_FIGURE_LEFT, what.get() + ": " + player.spelling() + " has no " + kind.spelling() + " left");
        }
        s.put(kind, left - 1);
        addFigure(figure);
        figuresThisTurn++;
    }

    /** A figure taken back to its owner's supply without being scored (the H&amp;G 2020 shaman). */
    void returnFigure(PlayerColour player, FeaturePart part, int eventIndex) {
        if (player == null || !colours.contains(player)) {
            throw new BadInputException("no player plays " + (player == null ? "that colour" : player.spelling()));
        }
        if (ended) {
            throw new BadInputException("a figure taken back after the game ended");
        }
        Figure found = null;
        for (int i = figures.size() - 1; i >= 0 && found == null; i--) {
            Figure f = figures.get(i);
            if (f.owner() == player && f.at().equals(part)) {
                found = f;
            }
        }
        if (found == null) {
            throw new BadInputException("no " + player.spelling() + " figure stands on feature " + part.index()
                    + " of the tile at " + part.position());
        }
        event = eventIndex;
        removeFigure(figures.indexOf(found)); // the first equal one, as List.remove(Object) would
        supply.get(player).merge(found.kind(), 1, Integer::sum);
        String what = player.spelling() + " " + found.role().noun(1) + " taken back from tile "
                + graph.board().at(part.position()).orElseThrow().type().id() + " at " + part.position();
        for (TurnHooks.Problem p : hooks.figureReturned(found, turnPlayer())) {
            warn(p.rule(), what + ": " + p.detail());
        }
    }

    /**
     * Lays out a whole board without history (see {@link Game#ofBoard}): warnings for edges that
     * do not continue and tiles cut off from the first one; figures are checked for existence and
     * supply only (on a finished board several figures on one feature is normal). Then scores
     * completed features and the end. Warning indexes count tiles first, then figures.
     */
    void layOut(java.util.Collection<PlacedTile> tiles, java.util.Collection<org.tablecompanion.engine.events.FigurePlaced> figs) {
        int i = 0;
        for (PlacedTile tile : tiles) {
            event = i;
            int number = typeNumber(tile.type().id());
            TileType type = types[number];
            Position position = tile.position();
            Supplier<String> what = () -> "tile " + type.id() + " at " + position; // words built only for a warning
            if (graph.board().occupied(position)) {
                throw new BadInputException("tile " + i + ": square " + position + " already holds tile "
                        + graph.board().at(position).orElseThrow().type().id() + " (two tiles cannot share a square)");
            }
            PlacementCheck check = graph.addChecked(new PlacedTile(type, position, tile.rotation()));
            figuresChanged();
            for (Edge e : check.mismatchedEdges()) {
                warn(RuleBreak.EDGE_MISMATCH, what.get() + ": its " + edgeName(e) + " edge does not continue the "
                        + "terrain of the tile at " + position.neighbour(e));
            }
            int copies = ++copiesLaid[number];
            if (copies > type.count()) {
                warn(RuleBreak.TOO_MANY_COPIES, what.get() + " is copy " + copies + " of " + type.id()
                        + " but the box holds " + type.count());
            }
            i++;
        }
        featuresNow = null;
        if (!graph.board().isEmpty()) {
            Set<Position> reached = new java.util.HashSet<>();
            java.util.ArrayDeque<Position> todo = new java.util.ArrayDeque<>();
            Position first = graph.board().tiles().iterator().next().position();
            todo.add(first);
            reached.add(first);
            while (!todo.isEmpty()) {
                for (Position n : todo.poll().edgeNeighbours()) {
                    if (graph.board().occupied(n) && reached.add(n)) {
                        todo.add(n);
                    }
                }
            }
            int k = 0;
            for (PlacedTile t : graph.board().tiles()) {
                if (!reached.contains(t.position())) {
                    event = k;
                    warn(RuleBreak.TILE_NOT_TOUCHING, "tile " + t.type().id() + " at " + t.position()
                            + " is cut off from the tile at " + first);
                }
                k++;
            }
        }
        int j = tiles.size();
        for (org.tablecompanion.engine.events.FigurePlaced f : figs) {
            event = j;
            try {
                standFigure(f.player(), f.kind(), f.part());
            } catch (BadInputException e) {
                throw new BadInputException("figure " + (j - tiles.size()) + " (" + f.describe() + "): " + e.getMessage(), e);
            }
            j++;
        }
        turn = 0;
        List<Feature> completed = features().stream().filter(Feature::complete).toList();
        for (TerrainScoring s : ruleset.scorings()) {
            for (Scoring scoring : s.completed(completed, this)) {
                record(scoring);
            }
        }
        returnFiguresOn(completed);
        end(j);
    }

    private void standFigure(PlayerColour player, FigureKind kind, FeaturePart part) {
        if (player == null || !colours.contains(player)) {
            throw new BadInputException("no player plays " + (player == null ? "that colour" : player.spelling()));
        }
        PlacedTile tile = graph.board().at(part.position()).orElseThrow(() ->
                new BadInputException("no tile at " + part.position() + " to stand on"));
        if (part.index() < 0 || part.index() >= tile.featureCount()) {
            throw new BadInputException("tile " + tile.type().id() + " at " + part.position() + " has no feature "
                    + part.index() + " (it has " + tile.featureCount() + ": 0.." + (tile.featureCount() - 1) + ")");
        }
        if (!supplyPerPlayer.containsKey(kind)) {
            throw new BadInputException("this game has no " + kind.spelling() + " figures");
        }
        Terrain terrain = tile.feature(part.index()).terrain();
        Role role = Role.of(kind, terrain);
        Supplier<String> what = () -> player.spelling() + " " + kind.spelling() + " on the " + terrain.name().toLowerCase(java.util.Locale.ROOT)
                + " of tile " + tile.type().id() + " at " + part.position();
        if (!roles.contains(role)) {
            warn(terrain == Terrain.RIVER ? RuleBreak.FIGURE_ON_RIVER : RuleBreak.FIGURE_NOT_ALLOWED, what.get());
        }
        EnumMap<FigureKind, Integer> s = supply.get(player);
        int left = s.getOrDefault(kind, 0);
        if (left <= 0) {
            warn(RuleBreak.NO_FIGURE_LEFT, what.get() + ": " + player.spelling() + " has no " + kind.spelling() + " left");
        }
        s.put(kind, left - 1);
        addFigure(new Figure(player, kind, role, part));
    }

    private void returnFiguresOn(List<Feature> completed) {
        if (completed.isEmpty()) {
            return;
        }
        // One pass over the figures, whatever the number of features (large boards complete hundreds).
        int[] roots = new int[completed.size()];
        for (int i = 0; i < roots.length; i++) {
            roots[i] = graph.root(completed.get(i).anchor());
        }
        java.util.Arrays.sort(roots);
        figuresChanged();
        int kept = 0;
        for (int i = 0; i < figures.size(); i++) {
            Figure fig = figures.get(i);
            if (fig.role().returnsWhenCompleted()
                    && java.util.Arrays.binarySearch(roots, graph.rootOfPart(figureParts[i])) >= 0) {
                supply.get(fig.owner()).merge(fig.kind(), 1, Integer::sum);
            } else {
                figures.set(kept, fig);
                figureParts[kept] = figureParts[i];
                kept++;
            }
        }
        figures.subList(kept, figures.size()).clear();
    }

    private void addFigure(Figure figure) {
        int n = figures.size();
        if (n == figureParts.length) {
            figureParts = java.util.Arrays.copyOf(figureParts, n * 2);
        }
        figureParts[n] = graph.partNumber(figure.at());
        figures.add(figure);
        figuresChanged();
    }

    private void removeFigure(int index) {
        figures.remove(index);
        System.arraycopy(figureParts, index + 1, figureParts, index, figures.size() - index);
        figuresChanged();
    }

    /** Closes the turn and scores what is left at the end; later play events are refused. */
    void end(int eventIndex) {
        if (ended) {
            return;
        }
        event = eventIndex;
        closeTurn();
        for (TurnHooks.Problem p : hooks.beforeEnd()) {
            warn(p.rule(), "at the end of the game: " + p.detail());
        }
        ended = true;
        List<TerrainScoring> byTerrain = ruleset.scorings();
        for (int i = 0; i < byTerrain.size(); i++) {
            recordAll(byTerrain.get(i).endOfGame(this));
        }
    }

    /** Scores the features the open turn completed and returns their figures. */
    void closeTurn() {
        if (!turnOpen) {
            return;
        }
        turnOpen = false;
        List<Feature> completed = completedThisTurn();
        turnTileCount = 0;
        if (!completed.isEmpty()) {
            List<TerrainScoring> byTerrain = ruleset.scorings();
            for (int i = 0; i < byTerrain.size(); i++) {
                recordAll(byTerrain.get(i).completed(completed, this));
            }
            returnFiguresOn(completed);
        }
        if (lastTile != null && hooks != TurnHooks.NONE) { // the base game has no hooks: skip building their input
            PlacedTile tile = graph.board().at(lastTile).orElseThrow();
            for (Scoring scoring : hooks.afterTile(new TurnHooks.ClosedTile(tile, lastTileBonus, turnPlayer(),
                    completed), this)) {
                record(scoring);
            }
        }
    }

    /** Whether a bonus tile is owed once the open turn is closed (without changing this table). */
    boolean bonusTileDueAfterClosing() {
        if (!turnOpen) {
            return hooks.bonusTileDue();
        }
        Table view = whatIf();
        view.closeTurn();
        return view.hooks.bonusTileDue();
    }

    private List<Feature> completedThisTurn() {
        return graph.completedBy(turnTiles, turnTileCount);
    }

    /**
     * Records scorings in order. Lists are walked by index here and below: every turn closed and
     * every game ended passes here, and an iterator per list showed in the allocation profile.
     */
    private void recordAll(List<Scoring> made) {
        for (int i = 0; i < made.size(); i++) {
            record(made.get(i));
        }
    }

    private void record(Scoring scoring) {
        scorings.add(scoring);
        List<Award> awards = scoring.awards();
        for (int i = 0; i < awards.size(); i++) {
            Award a = awards.get(i);
            scores.merge(a.player(), a.points(), Integer::sum);
        }
    }

    private void warn(RuleBreak rule, String what) {
        warnings.add(new Warning(event, rule, what + " - " + rule.rule()));
    }

    private static String edgeName(Edge e) {
        return switch (e) {
            case N -> "north";
            case E -> "east";
            case S -> "south";
            case W -> "west";
        };
    }

    // ---- questions --------------------------------------------------------------------------

    /** Whose turn it is: nobody during the start tile, then players in order. */
    Optional<PlayerColour> turnPlayer() {
        if (turn <= 0) {
            return Optional.empty();
        }
        return Optional.of(colours.get((turn - 1) % colours.size()));
    }

    /** Who lays the next (non-bonus) tile. */
    PlayerColour nextPlayer() {
        return colours.get(Math.max(0, turn) % colours.size());
    }

    boolean ended() {
        return ended;
    }

    /** A tile was laid and its turn is not scored yet. */
    boolean turnOpen() {
        return turnOpen;
    }

    Optional<Position> lastTile() {
        return Optional.ofNullable(lastTile);
    }

    int figuresThisTurn() {
        return figuresThisTurn;
    }

    int supplyOf(PlayerColour player, FigureKind kind) {
        return supply.get(player).getOrDefault(kind, 0);
    }

    Ruleset ruleset() {
        return ruleset;
    }

    FeatureGraph graph() {
        return graph;
    }

    /** Where a tile type may lie now, by the board's and the River's rules. */
    List<Placement> legalPlacements(TileType type) {
        Board b = graph.board();
        if (b.isEmpty()) {
            return List.of(new Placement(Position.ORIGIN, Rotation.R0));
        }
        List<Placement> result = new ArrayList<>();
        for (Placement p : b.legalPlacements(type)) {
            if (river.allows(b, type, p.position(), p.rotation())) {
                result.add(p);
            }
        }
        return result;
    }

    /** Feature indexes of the last tile where this player may legally set a figure of this kind now. */
    List<Integer> legalFigureFeatures(PlayerColour player, FigureKind kind) {
        List<Integer> result = new ArrayList<>();
        if (lastTile == null || figuresThisTurn > 0 || turnPlayer().orElse(null) != player
                || supplyOf(player, kind) <= 0 || ended) {
            return result;
        }
        PlacedTile tile = graph.board().at(lastTile).orElseThrow();
        for (int i = 0; i < tile.featureCount(); i++) {
            Role role = Role.of(kind, tile.feature(i).terrain());
            if (!roles.contains(role)) {
                continue;
            }
            Figure candidate = new Figure(player, kind, role, new FeaturePart(lastTile, i));
            if (ruleset.figureProblem(candidate, graph, figures).isEmpty()
                    && !ruleset.blocked(candidate, graph, figures)) {
                result.add(i);
            }
        }
        return result;
    }

    // ---- ScoringContext ---------------------------------------------------------------------

    @Override
    public Rules rules() {
        return setup.rules();
    }

    @Override
    public Board board() {
        return graph.board();
    }

    @Override
    public int turn() {
        return Math.max(turn, 0);
    }

    @Override
    public List<Feature> features() {
        if (featuresNow == null) {
            featuresNow = Collections.unmodifiableList(graph.features());
        }
        return featuresNow;
    }

    @Override
    public Optional<Feature> featureOf(FeaturePart part) {
        return graph.featureOf(part);
    }

    @Override
    public List<Figure> figuresOn(Feature feature) {
        int root = graph.root(feature.anchor());
        int n = figures.size();
        // Looking through the figures beats building a map for the few questions asked during a
        // turn; once many are asked (final scoring, a whole board), the map pays.
        if (n <= FEW_FIGURES || figuresOnAsked++ < FEW_QUESTIONS) {
            List<Figure> on = null;
            for (int i = 0; i < n; i++) {
                if (graph.rootOfPart(figureParts[i]) == root) {
                    if (on == null) {
                        on = new ArrayList<>(2);
                    }
                    on.add(figures.get(i));
                }
            }
            return on == null ? List.of() : Collections.unmodifiableList(on);
        }
        if (figuresByRoot == null) {
            figuresByRoot = new long[n];
            for (int i = 0; i < n; i++) {
                figuresByRoot[i] = (long) graph.rootOfPart(figureParts[i]) << 32 | i;
            }
            java.util.Arrays.sort(figuresByRoot);
        }
        int at = java.util.Arrays.binarySearch(figuresByRoot, (long) root << 32);
        at = at < 0 ? -at - 1 : at;
        List<Figure> on = null;
        for (; at < n && (int) (figuresByRoot[at] >>> 32) == root; at++) {
            if (on == null) {
                on = new ArrayList<>(2);
            }
            on.add(figures.get((int) figuresByRoot[at]));
        }
        return on == null ? List.of() : Collections.unmodifiableList(on);
    }

    @Override
    public List<Feature> featuresTouchedBy(Feature feature) {
        return graph.featuresTouchedBy(feature.anchor());
    }

    @Override
    public List<Feature> featuresWithFigures() {
        if (featuresWithFiguresNow == null) { // asked by every scoring at the end
            featuresWithFiguresNow = Collections.unmodifiableList(graph.featuresHolding(figureParts, figures.size()));
        }
        return featuresWithFiguresNow;
    }

    private void figuresChanged() {
        figuresOnAsked = 0;
        figuresByRoot = null;
        featuresWithFiguresNow = null;
    }

    @Override
    public List<Figure> figures() {
        return Collections.unmodifiableList(figures);
    }

    // ---- snapshot ---------------------------------------------------------------------------

    GameState snapshot() {
        Map<PlayerColour, Map<FigureKind, Integer>> supplies = new LinkedHashMap<>();
        supply.forEach((c, s) -> supplies.put(c, Collections.unmodifiableMap(new EnumMap<>(s))));
        Map<String, Integer> left = new LinkedHashMap<>();
        List<TileType> catalogTiles = setup.catalog().tiles();
        for (int i = 0; i < catalogTiles.size(); i++) {
            TileType t = catalogTiles.get(i);
            left.put(t.id(), Math.max(0, t.count() - copiesLaid[catalogNumbers[i]]));
        }
        return new GameState(setup.players(), setup.rules(), graph.board(), graph.snapshot(), figures, supplies,
                scores, scorings, warnings, Math.max(turn, 0), turnPlayer(), ended, left, hooks.bonusTileDue());
    }
}
