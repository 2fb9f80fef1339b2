package org.tablecompanion.engine.catalog;

import org.tablecompanion.engine.BadInputException;

/** Builds the one-line messages of a bad catalog: which file, which tile, which feature, what. */
final class CatalogProblem {

    private CatalogProblem() {
    }

    static BadInputException inCatalog(String source, String problem) {
        return new BadInputException("catalog " + source + ": " + problem);
    }

    static BadInputException inTile(String source, String tileId, String problem) {
        return inCatalog(source, "tile " + tileId + ": " + problem);
    }

    static BadInputException inFeature(String source, String tileId, int index, Terrain terrain, String problem) {
        return inCatalog(source, "tile " + tileId + ", " + feature(index, terrain) + problem);
    }

    /** "feature 2 (road): " or "feature 2: " when the terrain is not known yet. */
    static String feature(int index, Terrain terrain) {
        return terrain == null
                ? "feature " + index + ": "
                : "feature " + index + " (" + CatalogSpelling.write(terrain) + "): ";
    }
}
