package org.tablecompanion.ui.app.setup;

import java.util.List;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.rules.Rules;

/**
 * What the setup pane asks for: who plays, with which catalogs, under which rules.
 *
 * @param players in turn order
 * @param catalogs built-in catalog ids, combined in this order
 * @param rules the rule switches
 * @param title what the window calls the game
 */
public record NewGame(List<Player> players, List<String> catalogs, Rules rules, String title) {

    public NewGame {
        players = List.copyOf(players);
        catalogs = List.copyOf(catalogs);
    }
}
