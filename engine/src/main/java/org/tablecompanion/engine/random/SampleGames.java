package org.tablecompanion.engine.random;

import java.nio.file.Path;
import java.util.List;
import org.tablecompanion.engine.record.GameRecord;
import org.tablecompanion.engine.record.GameRecords;
import org.tablecompanion.engine.rules.Rules;

/**
 * The bundled sample games ({@code /games/*.json} in the engine jar): made by {@link RandomGames}
 * with fixed seeds, so a test can check the committed files are exactly what the generator makes.
 * {@code main} rewrites them: {@code SampleGames engine/src/main/resources/games}.
 */
public final class SampleGames {

    /** A full base game for three players. */
    public static final String BASE = "sample-base.json";
    /** A full base + River game for four players. */
    public static final String BASE_RIVER = "sample-base-river.json";

    private SampleGames() {
    }

    public static GameRecord base() {
        return new RandomGames(List.of("base"), 3, Rules.DEFAULT).figureChance(0.7).play(15).record();
    }

    public static GameRecord baseAndRiver() {
        return new RandomGames(List.of("base", "river"), 4, Rules.DEFAULT).figureChance(0.7).play(9).record();
    }

    public static void main(String[] args) {
        Path dir = Path.of(args.length > 0 ? args[0] : "engine/src/main/resources/games");
        GameRecords.write(base(), dir.resolve(BASE));
        GameRecords.write(baseAndRiver(), dir.resolve(BASE_RIVER));
        System.out.println("wrote " + dir.resolve(BASE) + " and " + dir.resolve(BASE_RIVER));
    }
}
