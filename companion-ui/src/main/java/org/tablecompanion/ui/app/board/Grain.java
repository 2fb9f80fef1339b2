package org.tablecompanion.ui.app.board;

/** A faint, fixed grain so large areas of one terrain look printed rather than flat. */
final class Grain {

    private Grain() {
    }

    /** A brightness change of about ±3 % for a pixel, the same every time. */
    static double at(int x, int y) {
        int h = x * 73856093 ^ y * 19349663;
        h ^= h >>> 13;
        h *= 0x5bd1e995;
        h ^= h >>> 15;
        return ((h & 0xFF) / 255.0 - 0.5) * 0.06;
    }
}
