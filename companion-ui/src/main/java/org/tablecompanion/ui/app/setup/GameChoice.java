package org.tablecompanion.ui.app.setup;

import java.util.List;
import org.tablecompanion.engine.catalog.GameKind;

/** The games the companion knows how to set up, with the built-in catalogs each one uses. */
public enum GameChoice {
    BASE("Carcassonne (base game)", List.of("base"), GameKind.CARCASSONNE),
    BASE_AND_RIVER("Carcassonne + the River", List.of("base", "river"), GameKind.CARCASSONNE),
    HUNTERS_AND_GATHERERS("Hunters & Gatherers (2020 tiles)", List.of("hg-2020"), GameKind.HUNTERS_AND_GATHERERS);

    private final String label;
    private final List<String> catalogs;
    private final GameKind kind;

    GameChoice(String label, List<String> catalogs, GameKind kind) {
        this.label = label;
        this.catalogs = catalogs;
        this.kind = kind;
    }

    public List<String> catalogs() {
        return catalogs;
    }

    public GameKind kind() {
        return kind;
    }

    @Override
    public String toString() {
        return label;
    }
}
