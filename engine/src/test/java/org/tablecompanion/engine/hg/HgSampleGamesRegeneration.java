package org.tablecompanion.engine.hg;

import java.nio.file.Files;
import java.nio.file.Path;
import org.tablecompanion.engine.record.GameRecords;

/**
 * Writes the bundled sample H&amp;G games once (not a test): run from the repository root with
 * the engine's test classpath. The seeds were picked for what the games show: the classic game
 * has wild fire driving tigers off; the 2020 game has a hunting trap that catches animals, the logboat,
 * the raft and the pit trap (the shaman is in the rule tests).
 */
final class HgSampleGamesRegeneration {

    static final long CLASSIC_SEED = 8;
    static final long EDITION_2020_SEED = 336;

    private HgSampleGamesRegeneration() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args.length > 0 ? args[0] : "engine/src/main/resources/games");
        Files.createDirectories(dir);
        GameRecords.write(HgRandomGames.classic(CLASSIC_SEED, 3).record(), dir.resolve("hg-2020-classic.json"));
        GameRecords.write(HgRandomGames.edition2020(EDITION_2020_SEED, 3).record(),
                dir.resolve("hg-2020-edition-2020.json"));
    }
}
