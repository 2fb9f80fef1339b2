package org.tablecompanion.ui.app.live;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.recognizer.observation.TileReading;

/**
 * How a board seen in a photo lies over the game's board. The recognizer numbers cells from the
 * photo's north-west tile and takes its own north from the camera, while the game puts the start
 * tile at (0,0): the two differ by a quarter-turn count and a shift. Found by letting every pair of
 * a seen tile and a game tile of the same type vote for the turn and shift that would put one on
 * the other; the most voted wins.
 *
 * @param quarterTurns quarter turns clockwise taking the photo's board to the game's
 * @param dx shift east after turning
 * @param dy shift south after turning
 * @param agreeing how many seen tiles land on a game tile of their type
 */
public record BoardAlignment(int quarterTurns, int dx, int dy, int agreeing) {

    /** No turn, no shift: what is used when the game has no tiles to align with. */
    public static final BoardAlignment IDENTITY = new BoardAlignment(0, 0, 0, 0);

    /** The game's square that a photo cell lies on. */
    public Position toGame(int x, int y) {
        Position p = new Position(x, y);
        for (int q = 0; q < quarterTurns; q++) {
            p = p.quarterTurnClockwise();
        }
        return new Position(p.x() + dx, p.y() + dy);
    }

    /** The photo cell that lies on a game square. */
    public Position toPhoto(Position game) {
        Position p = new Position(game.x() - dx, game.y() - dy);
        for (int q = 0; q < (4 - quarterTurns) % 4; q++) {
            p = p.quarterTurnClockwise();
        }
        return p;
    }

    /** A seen tile's rotation on the game's board. */
    public Rotation toGame(int degrees) {
        return Rotation.ofDegrees(((degrees + 90 * quarterTurns) % 360 + 360) % 360);
    }

    /** The turn and shift that lay most of the seen tiles onto game tiles of the same type and look. */
    public static BoardAlignment of(List<TileReading> seen, Board game) {
        if (seen.isEmpty() || game.size() == 0) {
            return IDENTITY;
        }
        Map<String, List<PlacedTile>> byType = new HashMap<>();
        for (PlacedTile t : game.tiles()) {
            byType.computeIfAbsent(t.type().id(), k -> new java.util.ArrayList<>()).add(t);
        }
        Map<List<Integer>, Integer> votes = new HashMap<>();
        for (TileReading s : seen) {
            for (PlacedTile g : byType.getOrDefault(s.tile(), List.of())) {
                for (int q = 0; q < 4; q++) {
                    BoardAlignment turn = new BoardAlignment(q, 0, 0, 0);
                    if (!sameLook(g.type(), turn.toGame(s.rotation()), g.rotation())) {
                        continue;
                    }
                    Position turned = turn.toGame(s.x(), s.y());
                    votes.merge(List.of(q, g.x() - turned.x(), g.y() - turned.y()), 1, Integer::sum);
                }
            }
        }
        BoardAlignment best = IDENTITY;
        for (Map.Entry<List<Integer>, Integer> v : votes.entrySet()) {
            List<Integer> k = v.getKey();
            boolean better = v.getValue() > best.agreeing()
                    || (v.getValue() == best.agreeing() && compare(k, best) < 0);
            if (better) {
                best = new BoardAlignment(k.get(0), k.get(1), k.get(2), v.getValue());
            }
        }
        return best;
    }

    /** Ties broken by the smallest turn, then shift, so the answer does not depend on map order. */
    private static int compare(List<Integer> k, BoardAlignment b) {
        int c = Integer.compare(k.get(0), b.quarterTurns());
        if (c == 0) {
            c = Integer.compare(k.get(1), b.dx());
        }
        return c != 0 ? c : Integer.compare(k.get(2), b.dy());
    }

    /** Whether a tile type looks the same in two rotations (a symmetric tile's turns are alike). */
    public static boolean sameLook(TileType type, Rotation a, Rotation b) {
        if (a == b) {
            return true;
        }
        for (Port p : Port.values()) {
            if (type.terrainAt(p, a) != type.terrainAt(p, b)) {
                return false;
            }
        }
        return true;
    }
}
