package org.tablecompanion.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tablecompanion.engine.events.GameEnded;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.events.TilePlaced;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.hg.HgRandomGames;
import org.tablecompanion.engine.random.RandomGames;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.rules.Rules;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.sequence.GameBoards;

/** The three games the samples show, and how to deal a random legal game of each. */
public enum SampleGame {
    /** Carcassonne, the base game. */
    BASE(List.of("base"), "sample-base.json"),
    /** The base game with the River. */
    RIVER(List.of("base", "river"), "sample-base-river.json"),
    /** Hunters &amp; Gatherers, 2020 printing, under its own rules (bonus tiles after menhir forests). */
    HG(List.of("hg-2020"), "hg-2020-edition-2020.json");

    private final List<String> catalogs;
    private final String bundled;

    SampleGame(List<String> catalogs, String bundled) {
        this.catalogs = catalogs;
        this.bundled = bundled;
    }

    /**
     * The whole game bundled with the engine (the one the companion shows by default). The
     * committed samples film these records, so they do not change when the random players do.
     */
    public GameRecord bundled() {
        return GameRecords.bundled(bundled);
    }

    /**
     * The record cut after its first {@code tiles} tiles and the figures set on them: the game as
     * it stood then (no final scoring).
     */
    public static GameRecord prefix(GameRecord record, int tiles) {
        List<GameEvent> kept = new ArrayList<>();
        int laid = 0;
        for (GameEvent e : record.events()) {
            if (e instanceof TilePlaced && laid++ == tiles) {
                break;
            }
            if (e instanceof GameEnded) {
                break;
            }
            kept.add(e);
        }
        return GameRecord.of(record.players(), record.catalogs(), record.rules(), kept);
    }

    public List<String> catalogs() {
        return catalogs;
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static SampleGame parse(String text) {
        for (SampleGame g : values()) {
            if (g.label().equalsIgnoreCase(text.trim())) {
                return g;
            }
        }
        throw new IllegalArgumentException("unknown game '" + text + "' (use base, river or hg)");
    }

    /**
     * A random legal game of three players, stopped after about {@code maxTiles} tiles (any value
     * above the box's size plays the whole game).
     */
    public GameRecord play(long seed, int maxTiles) {
        if (this == HG) {
            return new HgRandomGames(catalogs, 3, Rules.DEFAULT.withHgEdition(HgEdition.EDITION_2020))
                    .maxLandTiles(Math.max(0, maxTiles - 1)).play(seed).record();
        }
        return new RandomGames(catalogs, 3, Rules.DEFAULT).maxTiles(maxTiles).play(seed).record();
    }

    /** The table just before the game's end is declared: every tile laid, figures still standing. */
    public static SceneBoard board(GameRecord record) {
        List<GameEvent> events = new ArrayList<>(record.events());
        if (!events.isEmpty() && events.get(events.size() - 1) instanceof GameEnded) {
            events.remove(events.size() - 1);
        }
        GameState state = Game.replay(GameRecords.setup(record), events).state();
        java.util.Map<org.tablecompanion.engine.board.Position, Integer> order = new java.util.HashMap<>();
        for (GameEvent e : events) {
            if (e instanceof TilePlaced t) {
                order.putIfAbsent(t.position(), order.size());
            }
        }
        GameBoards boards = new GameBoards(record.catalogs());
        return boards.board(state, order, GameBoards.figures(state));
    }
}
