package org.tablecompanion.engine.hg;

import java.util.List;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Animal;

/** Counted nouns and lists for H&amp;G explanations. */
final class Words {

    private Words() {
    }

    static String tiles(int n) {
        return n == 1 ? "1 tile" : n + " tiles";
    }

    static String fish(int n) {
        return n + " fish";
    }

    static String lakes(int n) {
        return n == 1 ? "1 lake" : n + " lakes";
    }

    static String animal(Animal a, int n) {
        String name = a.name().toLowerCase(java.util.Locale.ROOT);
        if (n == 1 || a == Animal.DEER || a == Animal.AUROCHS) {
            return n + " " + name;
        }
        return n + " " + name + "s";
    }

    /** "(0,0) (1,0) (1,1)". */
    static String squares(List<Position> positions) {
        StringBuilder b = new StringBuilder();
        for (Position p : positions) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(p);
        }
        return b.toString();
    }
}
