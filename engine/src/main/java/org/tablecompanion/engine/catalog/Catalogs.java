package org.tablecompanion.engine.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tablecompanion.engine.BadInputException;

/**
 * Where catalogs come from: the built-in ones shipped in the engine jar, files written by users,
 * and combinations (base game + the River).
 */
public final class Catalogs {

    /** The built-in catalog ids, in the order a user would list them. */
    public static final List<String> BUILT_IN = List.of("base", "river", "hg-2020");

    private Catalogs() {
    }

    /**
     * A catalog shipped with the engine: {@code base}, {@code river} or {@code hg-2020}.
     *
     * @throws BadInputException for any other id
     */
    public static Catalog builtIn(String id) {
        if (!BUILT_IN.contains(id)) {
            throw new BadInputException("unknown built-in catalog '" + id + "' (built-in: "
                    + String.join(", ", BUILT_IN) + ")");
        }
        return Shipped.BY_ID.get(id);
    }

    /**
     * The built-in catalogs, read from the jar once, when first asked for. Catalogs are immutable
     * values, so every game shares them: setting up a game no longer parses JSON, and games
     * replayed one after another find the same tile data in the processor's caches.
     */
    private static final class Shipped {
        static final Map<String, Catalog> BY_ID = readAll();

        private static Map<String, Catalog> readAll() {
            Map<String, Catalog> all = new HashMap<>();
            for (String id : BUILT_IN) {
                all.put(id, read(id));
            }
            return Map.copyOf(all);
        }
    }

    private static Catalog read(String id) {
        String resource = "/catalogs/" + id + ".json";
        try (InputStream in = Catalogs.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the engine jar lacks " + resource);
            }
            return CatalogReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), "built-in " + id);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /** Reads and checks a catalog file (a user's own tiles). */
    public static Catalog load(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInputException("catalog " + file + ": cannot read the file ("
                    + e.getClass().getSimpleName() + ")", e);
        }
        return CatalogReader.read(text, file.toString());
    }

    /**
     * What a user typed after {@code --catalog}: an existing file, a built-in id, or several of
     * them joined with '+' ({@code base+river}, {@code base+my-extra.json}), combined with
     * {@link #combine}.
     */
    public static Catalog resolve(String idOrPath) {
        String text = idOrPath.trim();
        if (text.isEmpty()) {
            throw new BadInputException("no catalog named (use " + String.join(", ", BUILT_IN) + ", base+river, or a file)");
        }
        if (Files.isRegularFile(Path.of(text))) {
            return load(Path.of(text));
        }
        if (text.contains("+")) {
            List<Catalog> parts = new ArrayList<>();
            for (String part : text.split("\\+")) {
                parts.add(resolveOne(part.trim(), idOrPath));
            }
            return combine(parts.toArray(Catalog[]::new));
        }
        return resolveOne(text, idOrPath);
    }

    private static Catalog resolveOne(String part, String whole) {
        if (BUILT_IN.contains(part)) {
            return builtIn(part);
        }
        if (!part.isEmpty() && Files.isRegularFile(Path.of(part))) {
            return load(Path.of(part));
        }
        throw new BadInputException("unknown catalog '" + (part.equals(whole) ? part : part + "' in '" + whole)
                + "': neither a built-in catalog (" + String.join(", ", BUILT_IN) + ") nor a readable file");
    }

    /**
     * One catalog holding the tiles of several, for one game: base + River, or base + a user's
     * extra tiles. The start tile is the first catalog's, unless one of them brings a River
     * spring: the River's rules ("Eliminați piesa de început a jocului de bază", Romanian
     * rulebook in the seeds: remove the base game's start tile) put the spring first and take the
     * base start tile out of the game, so the catalog whose start tile the spring displaces (the
     * first one without a spring) loses that one copy. Base + River is therefore 71 + 12 = 83
     * tiles: 3 D tiles stay in the draw, the spring starts. The start ids of later catalogs
     * (a user's extra tiles) never started anything and stay whole.
     *
     * @throws BadInputException if the catalogs are of different games, share a tile id, or
     *     bring two springs
     */
    public static Catalog combine(Catalog... catalogs) {
        if (catalogs.length == 0) {
            throw new IllegalArgumentException("combine needs at least one catalog");
        }
        if (catalogs.length == 1) {
            return catalogs[0];
        }
        String id = Arrays.stream(catalogs).map(Catalog::id).collect(Collectors.joining("+"));
        String source = "combination " + id;
        GameKind game = catalogs[0].game();
        List<TileType> springs = new ArrayList<>();
        Map<String, String> owner = new HashMap<>();
        for (Catalog c : catalogs) {
            if (c.game() != game) {
                throw new BadInputException("catalog " + source + ": " + c.id() + " is a "
                        + CatalogSpelling.write(c.game()) + " catalog, " + catalogs[0].id() + " is a "
                        + CatalogSpelling.write(game) + " catalog; they cannot be played together");
            }
            for (TileType t : c.tiles()) {
                String earlier = owner.putIfAbsent(t.id(), c.id());
                if (earlier != null) {
                    throw new BadInputException("catalog " + source + ": tile " + t.id() + " is in both "
                            + earlier + " and " + c.id());
                }
            }
            springs.addAll(c.tilesWithRole(TileRole.RIVER_SPRING));
        }
        if (springs.size() > 1) {
            throw new BadInputException("catalog " + source + ": two River springs (" + springs.get(0).id()
                    + " and " + springs.get(1).id() + "); a game has one");
        }
        String start = springs.isEmpty() ? catalogs[0].startTile() : springs.get(0).id();
        // The start tile that a spring displaces: the one the game would otherwise start with,
        // i.e. that of the first catalog without a spring (the base game, in either order).
        Catalog displaced = springs.isEmpty() ? null : Arrays.stream(catalogs)
                .filter(c -> c.tilesWithRole(TileRole.RIVER_SPRING).isEmpty()).findFirst().orElse(null);
        List<TileType> tiles = new ArrayList<>();
        for (Catalog c : catalogs) {
            for (TileType t : c.tiles()) {
                if (c == displaced && t.id().equals(c.startTile())) {
                    if (t.count() > 1) {
                        tiles.add(t.withCount(t.count() - 1));
                    }
                } else {
                    tiles.add(t);
                }
            }
        }
        String name = Arrays.stream(catalogs).map(Catalog::name).collect(Collectors.joining(" + "));
        Catalog combined = new Catalog(id, name, game, start, tiles);
        CatalogValidator.validate(combined, source);
        return combined;
    }
}
