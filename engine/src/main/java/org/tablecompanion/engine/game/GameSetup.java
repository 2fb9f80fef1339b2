package org.tablecompanion.engine.game;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.rules.Rules;

/**
 * Who plays, with which tiles, under which rules. Players take turns in list order.
 *
 * @param players one to eight players with distinct colours
 * @param catalog every tile type in play (combine catalogs first: base + River)
 * @param rules the rule switches
 */
public record GameSetup(List<Player> players, Catalog catalog, Rules rules) {

    public GameSetup {
        players = List.copyOf(players);
        if (players.isEmpty()) {
            throw new BadInputException("a game needs at least one player");
        }
        Set<PlayerColour> seen = EnumSet.noneOf(PlayerColour.class);
        for (Player p : players) {
            if (p.colour() == null) {
                throw new BadInputException("player '" + p.name() + "' has no colour");
            }
            if (!seen.add(p.colour())) {
                throw new BadInputException("two players play " + p.colour().spelling());
            }
        }
        rules = rules == null ? Rules.DEFAULT : rules;
    }

    public boolean plays(PlayerColour colour) {
        return players.stream().anyMatch(p -> p.colour() == colour);
    }

    public List<PlayerColour> colours() {
        return players.stream().map(Player::colour).toList();
    }
}
