package org.tablecompanion.engine.catalog;

import java.util.List;

/**
 * One of the twelve edge ports of a tile: three per edge (left, centre, right, read clockwise
 * round the tile). One model covers city/road/field edges and forest/river/meadow edges: a road
 * or river holds the centre port, the fields or meadows beside it hold the left and right ports.
 *
 * <p>Clockwise means: on N the left port is the west one, on E the north one, on S the east one,
 * on W the south one.
 */
public enum Port {
    N_L, N_C, N_R, E_L, E_C, E_R, S_L, S_C, S_R, W_L, W_C, W_R;

    private static final List<Port> ALL = List.of(values());
    /** Edge.values() copies its array on every call; the solve asks for ports' edges millions of times. */
    private static final Edge[] EDGES = Edge.values();

    public Edge edge() {
        return EDGES[ordinal() / 3];
    }

    /** 0 = left, 1 = centre, 2 = right. */
    public int slot() {
        return ordinal() % 3;
    }

    public static Port of(Edge edge, int slot) {
        return ALL.get(edge.ordinal() * 3 + slot);
    }

    /** Where this port of the upright tile lies once the tile is turned clockwise. */
    public Port rotate(Rotation rotation) {
        return ALL.get((ordinal() + 3 * rotation.quarterTurns()) % 12);
    }

    /**
     * The port of the neighbouring tile that touches this one: the opposite edge, with left and
     * right swapped because both are read clockwise round their own tiles.
     */
    public Port facing() {
        return of(edge().opposite(), 2 - slot());
    }

    /** The notation used in catalog files: {@code N.l}, {@code N.c}, {@code N.r}. */
    public String notation() {
        return edge().name() + "." + "lcr".charAt(slot());
    }

    public static List<Port> ofEdge(Edge edge) {
        return List.of(of(edge, 0), of(edge, 1), of(edge, 2));
    }

    /**
     * Reads {@code N} (all three ports of the edge) or {@code N.l}/{@code N.c}/{@code N.r}.
     *
     * @throws IllegalArgumentException naming the text when it is neither
     */
    public static List<Port> parse(String text) {
        String t = text.trim();
        try {
            if (t.length() == 1) {
                return ofEdge(Edge.valueOf(t));
            }
            if (t.length() == 3 && t.charAt(1) == '.') {
                int slot = "lcr".indexOf(t.charAt(2));
                if (slot >= 0) {
                    return List.of(of(Edge.valueOf(t.substring(0, 1)), slot));
                }
            }
        } catch (IllegalArgumentException e) {
            // fall through to the message below
        }
        throw new IllegalArgumentException(
                "'" + text + "' is not a port (use N, E, S, W or an edge with .l .c .r, e.g. N.c)");
    }
}
