package org.tablecompanion.engine.game;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;

/**
 * The River's placement rules: the spring starts, the river tiles come before all land tiles,
 * each continues the river from its open end without a U-turn, the lake comes last. It remembers
 * the last bend, so it is part of a game's mutable state.
 *
 * <p>A U-turn is two bends the same way in a row (straight pieces in between do not reset it):
 * that is the shape that turns the river back on itself.
 */
final class RiverRules {

    /** A rule break found for a placement, with the words to show. */
    record Problem(RuleBreak rule, String detail) {
    }

    private final boolean inPlay;
    private final int riverTiles;
    private int riverTilesPlaced;
    private boolean lakePlaced;
    private boolean landPlaced;
    private int lastBend;

    RiverRules(Catalog catalog) {
        int n = 0;
        boolean any = false;
        for (TileType t : catalog.tiles()) {
            if (t.role() == TileRole.RIVER) {
                n += t.count();
            }
            if (t.role() == TileRole.RIVER || t.role() == TileRole.RIVER_SPRING || t.role() == TileRole.RIVER_LAKE) {
                any = true;
            }
        }
        this.inPlay = any;
        this.riverTiles = n;
    }

    private RiverRules(RiverRules o) {
        inPlay = o.inPlay;
        riverTiles = o.riverTiles;
        riverTilesPlaced = o.riverTilesPlaced;
        lakePlaced = o.lakePlaced;
        landPlaced = o.landPlaced;
        lastBend = o.lastBend;
    }

    RiverRules copy() {
        return new RiverRules(this);
    }

    boolean inPlay() {
        return inPlay;
    }

    /** Problems with laying a (non-start) tile here; empty when the River allows it. */
    List<Problem> check(Board board, TileType type, Position position, Rotation rotation) {
        if (!inPlay) {
            return List.of();
        }
        List<Problem> problems = new ArrayList<>(0);
        switch (type.role()) {
            case RIVER -> {
                if (landPlaced) {
                    problems.add(new Problem(RuleBreak.RIVER_BEFORE_LAND, "river tile laid after land tiles"));
                }
                if (lakePlaced) {
                    problems.add(new Problem(RuleBreak.RIVER_LAKE_LAST, "river tile laid after the lake"));
                }
                checkFlow(board, type, position, rotation, problems);
            }
            case RIVER_LAKE -> {
                if (landPlaced) {
                    problems.add(new Problem(RuleBreak.RIVER_BEFORE_LAND, "lake laid after land tiles"));
                }
                if (riverTilesPlaced < riverTiles) {
                    problems.add(new Problem(RuleBreak.RIVER_LAKE_LAST,
                            "lake laid with " + (riverTiles - riverTilesPlaced) + " river tiles still to come"));
                }
                checkFlow(board, type, position, rotation, problems);
            }
            case RIVER_SPRING -> problems.add(new Problem(RuleBreak.START_TILE, "a second spring"));
            default -> {
                if (!lakePlaced && !landPlaced) {
                    problems.add(new Problem(RuleBreak.RIVER_BEFORE_LAND,
                            "land tile laid before the River was finished"));
                }
            }
        }
        return problems;
    }

    /** Whether the tile may lie here by the River's rules (random games use it). */
    boolean allows(Board board, TileType type, Position position, Rotation rotation) {
        return check(board, type, position, rotation).isEmpty();
    }

    /** Remembers a tile laid (after the check, whatever it said). */
    void placed(Board boardBefore, PlacedTile tile) {
        if (!inPlay) {
            return;
        }
        switch (tile.type().role()) {
            case RIVER -> {
                riverTilesPlaced++;
                int bend = bend(boardBefore, tile.type(), tile.position(), tile.rotation());
                if (bend != 0) {
                    lastBend = bend;
                }
            }
            case RIVER_LAKE -> lakePlaced = true;
            case RIVER_SPRING, BONUS -> { }
            default -> landPlaced = true;
        }
    }

    private void checkFlow(Board board, TileType type, Position position, Rotation rotation, List<Problem> problems) {
        int edges = riverEdges(type, rotation);
        Edge in = inflow(board, edges, position);
        if (in == null) {
            problems.add(new Problem(RuleBreak.RIVER_NOT_CONTINUED, "its river does not join the river's open end"));
            return;
        }
        int bend = bend(edges, in);
        if (bend != 0 && bend == lastBend) {
            problems.add(new Problem(RuleBreak.RIVER_U_TURN,
                    "a second bend to the " + (bend > 0 ? "right" : "left") + " in a row"));
        }
    }

    /**
     * The board edge of the new tile through which the existing river flows in, or null.
     *
     * @param riverEdges the new tile's river edges, as {@link #riverEdges} gives them
     */
    private static Edge inflow(Board board, int riverEdges, Position position) {
        for (Edge e : EDGES) {
            if ((riverEdges & (1 << e.ordinal())) == 0) {
                continue;
            }
            PlacedTile n = board.at(position.neighbour(e)).orElse(null);
            if (n != null && n.terrainAt(Port.of(e, 1).facing()).orElse(null) == Terrain.RIVER) {
                return e;
            }
        }
        return null;
    }

    /** +1 for a bend to the right (as the water flows), -1 to the left, 0 straight or unknown. */
    private static int bend(Board board, TileType type, Position position, Rotation rotation) {
        int edges = riverEdges(type, rotation);
        Edge in = inflow(board, edges, position);
        return in == null ? 0 : bend(edges, in);
    }

    /** The bend of a river entering through {@code in} (one of its edges) and leaving by the other. */
    private static int bend(int riverEdges, Edge in) {
        if (Integer.bitCount(riverEdges) != 2) {
            return 0;
        }
        Edge out = EDGES[Integer.numberOfTrailingZeros(riverEdges & ~(1 << in.ordinal()))];
        Edge heading = in.opposite();
        int turn = Math.floorMod(out.ordinal() - heading.ordinal(), 4);
        return turn == 1 ? 1 : turn == 3 ? -1 : 0;
    }

    /**
     * The board edges whose centre port is river, a bit per edge ordinal. Worked out once per
     * check or placement and handed on: finding the inflow and the bend asked for them five times.
     */
    private static int riverEdges(TileType type, Rotation rotation) {
        int edges = 0;
        for (Edge e : EDGES) {
            if (terrainAt(type, Port.of(e, 1), rotation) == Terrain.RIVER) {
                edges |= 1 << e.ordinal();
            }
        }
        return edges;
    }

    private static final Edge[] EDGES = Edge.values();

    private static Terrain terrainAt(TileType type, Port boardPort, Rotation rotation) {
        return type.featureAt(boardPort.rotate(rotation.inverse())).map(i -> type.feature(i).terrain()).orElse(null);
    }
}
