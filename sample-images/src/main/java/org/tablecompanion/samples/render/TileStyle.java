package org.tablecompanion.samples.render;

import java.util.Locale;

import org.tablecompanion.engine.catalog.Catalog;

/**
 * Choices about how tiles are painted that the tile type itself does not say.
 *
 * @param goldMarker what a forest with gold shows
 * @param wobble how far (in tile units) borders between features may wander from the geometry,
 *        like the hand-painted variation between printed tiles; 0 draws the geometry exactly
 * @param volcano whether to paint a volcano in the largest forest (the H&amp;G 1st-edition start
 *        tile: catalogs have no volcano feature, so the caller decides; a tile whose id contains
 *        "volcano" always gets one)
 * @param artVariant which drawing of the tile: like a real tile type, one drawing (where the
 *        houses, trees and animals are) is the same in every print; the seed of a render only
 *        varies what differs between prints and photos (wobble, grain, grass, colour)
 */
public record TileStyle(GoldMarker goldMarker, double wobble, boolean volcano, int artVariant) {

    public static final TileStyle DEFAULT = new TileStyle(GoldMarker.NUGGET, 0.012, false, 0);

    public TileStyle {
        if (wobble < 0 || wobble > 0.05) {
            throw new IllegalArgumentException("wobble must be within 0..0.05 tile units, got " + wobble);
        }
    }

    /**
     * The style for a catalog's tiles: menhirs for the 2020 printing, nuggets otherwise. Only the
     * catalog id hints at the printing, so the rule is simple and documented here.
     */
    public static TileStyle forCatalog(Catalog catalog) {
        boolean printing2020 = catalog.id().toLowerCase(Locale.ROOT).contains("2020");
        return DEFAULT.withGoldMarker(printing2020 ? GoldMarker.MENHIR : GoldMarker.NUGGET);
    }

    public TileStyle withGoldMarker(GoldMarker marker) {
        return new TileStyle(marker, wobble, volcano, artVariant);
    }

    public TileStyle withWobble(double amount) {
        return new TileStyle(goldMarker, amount, volcano, artVariant);
    }

    public TileStyle withVolcano(boolean paint) {
        return new TileStyle(goldMarker, wobble, paint, artVariant);
    }

    public TileStyle withArtVariant(int variant) {
        return new TileStyle(goldMarker, wobble, volcano, variant);
    }
}
