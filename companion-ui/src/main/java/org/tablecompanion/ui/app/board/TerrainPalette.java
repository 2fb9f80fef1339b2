package org.tablecompanion.ui.app.board;

import org.tablecompanion.engine.catalog.Terrain;

/** The colours terrains are painted in: close to the printed tiles, distinct at a glance. */
public final class TerrainPalette {

    private TerrainPalette() {
    }

    public static int argb(Terrain terrain) {
        return switch (terrain) {
            case CITY -> 0xFFC9A46A;
            case ROAD -> 0xFFF1E9D2;
            case FIELD -> 0xFF8DBB55;
            case MONASTERY -> 0xFFB4553F;
            case RIVER -> 0xFF4C8FD6;
            case LAKE -> 0xFF3675BE;
            case FOREST -> 0xFF2F6E3A;
            case MEADOW -> 0xFFB8CE66;
        };
    }

    /** A colour made darker (factor below 1) or lighter (above 1), alpha kept. */
    public static int shade(int argb, double factor) {
        int r = clamp((int) (((argb >> 16) & 0xFF) * factor));
        int g = clamp((int) (((argb >> 8) & 0xFF) * factor));
        int b = clamp((int) ((argb & 0xFF) * factor));
        return (argb & 0xFF000000) | (r << 16) | (g << 8) | b;
    }

    /** {@code base} with {@code over} laid on top at the given opacity (0..1). */
    public static int blend(int base, int over, double opacity) {
        int r = (int) Math.round(((base >> 16) & 0xFF) * (1 - opacity) + ((over >> 16) & 0xFF) * opacity);
        int g = (int) Math.round(((base >> 8) & 0xFF) * (1 - opacity) + ((over >> 8) & 0xFF) * opacity);
        int b = (int) Math.round((base & 0xFF) * (1 - opacity) + (over & 0xFF) * opacity);
        return 0xFF000000 | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b);
    }

    private static int clamp(int c) {
        return Math.max(0, Math.min(255, c));
    }
}
