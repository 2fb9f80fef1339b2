package org.tablecompanion.engine.catalog;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the team's shared folder of tile facts ({@code shared/catalog-facts}), which lives beside
 * the repository, not in it. Tests that need it skip when it is absent (a fresh clone).
 */
final class SharedFacts {

    private SharedFacts() {
    }

    /** The catalog-facts folder, if it can be found. */
    static Optional<Path> folder() {
        List<Path> candidates = new ArrayList<>();
        String explicit = System.getProperty("tablecompanion.shared");
        if (explicit != null) {
            candidates.add(Path.of(explicit));
        }
        String root = System.getProperty("tablecompanion.root");
        if (root != null) {
            candidates.add(Path.of(root, "..", "shared"));
        }
        candidates.add(Path.of("..", "shared"));
        // A git worktree sits deeper than the main checkout, so also look further up.
        for (Path start : new Path[] {root == null ? null : Path.of(root), Path.of("")}) {
            for (Path p = start == null ? null : start.toAbsolutePath(); p != null; p = p.getParent()) {
                candidates.add(p.resolve("shared"));
            }
        }
        return candidates.stream().map(p -> p.resolve("catalog-facts").normalize())
                .filter(p -> Files.isRegularFile(p.resolve("base-game.json"))).findFirst();
    }
}
