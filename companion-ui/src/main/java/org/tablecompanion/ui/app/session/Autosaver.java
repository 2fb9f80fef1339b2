package org.tablecompanion.ui.app.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.tablecompanion.engine.record.GameRecords;

/**
 * Saves the record after every change so that no game is ever lost. A record read from a file is
 * autosaved next to it ({@code game.json} -> {@code game.autosave.json}), so the file the players
 * chose is only overwritten when they save; a bundled or new game goes to
 * {@code <home>/games/<date-time>-<title>.json}. An autosave file that this companion did not
 * write itself (another session's) is never overwritten: the next free {@code -2}, {@code -3}
 * name is taken instead. Every write is atomic.
 */
public final class Autosaver {

    private static final Pattern AUTOSAVE_NAME = Pattern.compile(".*\\.autosave(-\\d+)?\\.json");
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss", Locale.ROOT);

    private final Path home;
    private final Clock clock;
    private final Set<Path> written = new HashSet<>();
    private Optional<Path> chosenFor = Optional.empty();
    private String chosenTitle = "";
    private Path chosen;

    /**
     * @param home the companion's own folder ({@code ~/.tablecompanion})
     * @param clock names new games' files
     */
    public Autosaver(Path home, Clock clock) {
        this.home = home;
        this.clock = clock;
    }

    public static Path defaultHome() {
        return Path.of(System.getProperty("user.home"), ".tablecompanion");
    }

    /** Writes the record to its autosave file and says where. */
    public synchronized Path save(OpenRecord open) throws IOException {
        Path target = target(open);
        AtomicFiles.write(target, GameRecords.write(open.record()));
        written.add(target);
        return target;
    }

    /** The file the record goes to; chosen once per record source. */
    public synchronized Path target(OpenRecord open) {
        boolean sameSource = chosen != null && chosenFor.equals(open.file())
                && (open.file().isPresent() || chosenTitle.equals(open.title()));
        if (!sameSource) {
            chosen = choose(open);
            chosenFor = open.file();
            chosenTitle = open.title();
        }
        return chosen;
    }

    private Path choose(OpenRecord open) {
        if (open.file().isPresent()) {
            Path file = open.file().get().toAbsolutePath();
            Path dir = file.getParent();
            String name = file.getFileName().toString();
            if (AUTOSAVE_NAME.matcher(name).matches()) {
                return file;
            }
            if (dir != null && Files.isDirectory(dir) && Files.isWritable(dir)) {
                String stem = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
                return free(dir, stem + ".autosave", ".json");
            }
        }
        String stamp = LocalDateTime.now(clock).format(STAMP);
        return free(home.resolve("games"), stamp + "-" + slug(open.title()), ".json");
    }

    private Path free(Path dir, String stem, String suffix) {
        Path candidate = dir.resolve(stem + suffix);
        for (int n = 2; Files.exists(candidate) && !written.contains(candidate); n++) {
            candidate = dir.resolve(stem + "-" + n + suffix);
        }
        return candidate;
    }

    static String slug(String title) {
        String s = title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (s.length() > 40) {
            s = s.substring(0, 40).replaceAll("-+$", "");
        }
        return s.isEmpty() ? "game" : s;
    }
}
