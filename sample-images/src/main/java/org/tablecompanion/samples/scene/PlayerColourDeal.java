package org.tablecompanion.samples.scene;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.tablecompanion.engine.players.PlayerColour;

/**
 * Deals the five colours of the board games' figures (red, blue, yellow, green, black) to the
 * players of a board, a different deal per seed. The random games always seat red, blue and
 * yellow, so a benchmark of them alone never met a black meeple on a dark road or a green one on
 * a field, the hardest figures to see. Seeds that follow each other shift the deal by one colour,
 * so any five consecutive seeds give every colour to some player equally often.
 *
 * <p>Only the benchmark and tests deal colours: the committed samples keep their games' own.
 */
public final class PlayerColourDeal {

    /** The colours of the base game's and H&amp;G's boxes, in the order the deal walks them. */
    public static final List<PlayerColour> BOARD_GAME_COLOURS = List.of(PlayerColour.RED, PlayerColour.BLUE,
            PlayerColour.YELLOW, PlayerColour.GREEN, PlayerColour.BLACK);

    private PlayerColourDeal() {
    }

    /**
     * The board with its players' figures repainted: the players, taken in colour order, get the
     * board-game colours from the seed's place in the cycle on.
     */
    public static SceneBoard deal(SceneBoard board, long seed) {
        Map<PlayerColour, PlayerColour> dealt = deal(new TreeSet<>(board.figures().stream()
                .map(SceneFigure::colour).toList()).stream().toList(), seed);
        return new SceneBoard(board.catalogs(), board.tiles(), board.figures().stream()
                .map(f -> new SceneFigure(dealt.get(f.colour()), f.form(), f.x(), f.y(), f.feature(), f.role()))
                .toList());
    }

    /** The colour each of the given players (at most five) gets under the seed. */
    static Map<PlayerColour, PlayerColour> deal(List<PlayerColour> players, long seed) {
        int n = BOARD_GAME_COLOURS.size();
        if (players.size() > n) {
            throw new IllegalArgumentException("at most " + n + " players, got " + players.size());
        }
        int first = (int) Math.floorMod(seed, (long) n);
        Map<PlayerColour, PlayerColour> out = new EnumMap<>(PlayerColour.class);
        for (int i = 0; i < players.size(); i++) {
            out.put(players.get(i), BOARD_GAME_COLOURS.get((first + i) % n));
        }
        return out;
    }
}
