package org.tablecompanion.ui.app;

import java.util.Optional;
import org.tablecompanion.engine.random.SampleGames;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.ui.app.session.OpenRecord;

/** The sample games shipped in the engine jar, which the companion opens when given nothing else. */
public final class BundledGames {

    /** A complete base game. */
    public static final String BASE = SampleGames.BASE;
    /** A complete game of the base game with the River. */
    public static final String BASE_AND_RIVER = SampleGames.BASE_RIVER;

    /** A complete Hunters &amp; Gatherers game (2020 tiles, 1st-edition rules). */
    public static final String HUNTERS_AND_GATHERERS = "hg-2020-classic.json";

    private BundledGames() {
    }

    public static OpenRecord open(String name) {
        GameRecord record = GameRecords.bundled(name);
        String title = name.equals(BASE) ? "sample base game"
                : name.equals(BASE_AND_RIVER) ? "sample base + River game"
                : name.equals(HUNTERS_AND_GATHERERS) ? "sample Hunters & Gatherers game"
                : "sample " + name.replace(".json", "");
        return new OpenRecord(record, title, Optional.empty());
    }
}
