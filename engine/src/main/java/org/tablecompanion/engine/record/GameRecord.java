package org.tablecompanion.engine.record;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.rules.Rules;

/**
 * A saved game, {@value #FORMAT}: who played, with which catalogs and rule switches, and every
 * event in order (corrections included). Replaying it is deterministic.
 *
 * @param format always {@value #FORMAT}
 * @param players in turn order
 * @param catalogs built-in catalog ids or catalog files, combined in this order ({@code ["base", "river"]})
 * @param rules the rule switches
 * @param events the events in order
 */
@JsonPropertyOrder({"format", "players", "catalogs", "rules", "events"})
public record GameRecord(String format, List<Player> players, List<String> catalogs, Rules rules,
        List<GameEvent> events) {

    public static final String FORMAT = "tablecompanion-record/1";

    public GameRecord {
        players = players == null ? List.of() : List.copyOf(players);
        catalogs = catalogs == null ? List.of() : List.copyOf(catalogs);
        rules = rules == null ? Rules.DEFAULT : rules;
        events = events == null ? List.of() : List.copyOf(events);
    }

    public static GameRecord of(List<Player> players, List<String> catalogs, Rules rules, List<GameEvent> events) {
        return new GameRecord(FORMAT, players, catalogs, rules, events);
    }

    public GameRecord withRules(Rules newRules) {
        return new GameRecord(format, players, catalogs, newRules, events);
    }

    public GameRecord withCatalogs(List<String> newCatalogs) {
        return new GameRecord(format, players, newCatalogs, rules, events);
    }
}
