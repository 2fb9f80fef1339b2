package org.tablecompanion.engine.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.engine.board.Board;
import org.tablecompanion.engine.features.Features;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.players.TrackPosition;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.engine.scoring.Scoring;

/**
 * The game at one moment, as an immutable value: what the UI draws and the CLI prints. The last
 * turn is shown already scored (what its tile completed has paid and its figures are back), since
 * nothing the players may still do that turn changes it.
 *
 * @param players in turn order
 * @param rules the rule switches
 * @param board the tiles on the table
 * @param features every feature with its tiles, open ports and completion
 * @param figures the figures standing on the board
 * @param supplies figures each player still has in hand, per kind (negative if more were used than owned)
 * @param scores each player's total
 * @param scorings every scoring so far, in order, with explanations
 * @param warnings every rule broken on the table, in order
 * @param turn turns played (0: only the start tile)
 * @param turnPlayer whose turn it is (empty during the start tile)
 * @param ended final scoring done
 * @param tilesLeft tiles of the box not on the table yet, per tile id
 * @param bonusTileDue the player whose turn it is is owed a bonus tile now (H&amp;G gold, menhirs)
 */
public record GameState(
        List<Player> players,
        Rules rules,
        Board board,
        Features features,
        List<Figure> figures,
        Map<PlayerColour, Map<FigureKind, Integer>> supplies,
        Map<PlayerColour, Integer> scores,
        List<Scoring> scorings,
        List<Warning> warnings,
        int turn,
        Optional<PlayerColour> turnPlayer,
        boolean ended,
        Map<String, Integer> tilesLeft,
        boolean bonusTileDue) {

    public GameState {
        players = List.copyOf(players);
        figures = List.copyOf(figures);
        supplies = Collections.unmodifiableMap(new LinkedHashMap<>(supplies));
        scores = Collections.unmodifiableMap(new LinkedHashMap<>(scores));
        scorings = List.copyOf(scorings);
        warnings = List.copyOf(warnings);
        tilesLeft = Collections.unmodifiableMap(new LinkedHashMap<>(tilesLeft));
    }

    public int score(PlayerColour player) {
        return scores.getOrDefault(player, 0);
    }

    /** What the 50-space track and the 50/100 cards should show for a player. */
    public TrackPosition track(PlayerColour player) {
        return new TrackPosition(score(player));
    }

    public int supply(PlayerColour player, FigureKind kind) {
        return supplies.getOrDefault(player, Map.of()).getOrDefault(kind, 0);
    }

    public List<Figure> figuresOf(PlayerColour player) {
        return figures.stream().filter(f -> f.owner() == player).toList();
    }

    /** The players with the highest score (several on a tie). */
    public List<PlayerColour> leaders() {
        int best = scores.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        return scores.entrySet().stream().filter(e -> e.getValue() == best).map(Map.Entry::getKey).toList();
    }

    public Optional<Player> player(PlayerColour colour) {
        return players.stream().filter(p -> p.colour() == colour).findFirst();
    }
}
