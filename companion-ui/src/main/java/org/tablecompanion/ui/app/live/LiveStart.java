package org.tablecompanion.ui.app.live;

import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.ui.app.session.OpenRecord;
import org.tablecompanion.ui.app.setup.NewGame;

/** The game a live view starts on. */
public final class LiveStart {

    private LiveStart() {
    }

    /**
     * The bundled sample's own players, catalogs, rules and start tile for a replay of its frames;
     * otherwise the game set up in the setup pane without events: the tracker finds the start
     * tile on the table (its rotation as the camera sees it) and lays every tile after it.
     */
    public static OpenRecord recordFor(LiveSetup setup, NewGame game) {
        if (setup.source() instanceof SourceChoice.Sample sample) {
            GameRecord filmed = SampleSequences.setUp(sample.game());
            return new OpenRecord(filmed, "sample " + sample.game() + " game, replayed from its frames", Optional.empty());
        }
        GameRecord fresh = GameRecord.of(game.players(), game.catalogs(), game.rules(), List.of());
        return new OpenRecord(fresh, game.title() + " (live)", Optional.empty());
    }
}
