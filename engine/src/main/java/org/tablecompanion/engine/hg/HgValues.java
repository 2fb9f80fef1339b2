package org.tablecompanion.engine.hg;

import org.tablecompanion.engine.catalog.Animal;
import org.tablecompanion.engine.catalog.Power;
import org.tablecompanion.engine.rules.HgEdition;

/**
 * Every number and power that differs between the H&amp;G rules in force: the classic rules of
 * the 1st-edition rulebooks (Hungarian and Polish seeds) and, behind the switch
 * {@link HgEdition#EDITION_2020}, the 2020 printing's rules as far as they are known. Each 2020
 * rule is marked "2020 printing" so it can be checked against a physical rulebook later.
 */
final class HgValues {

    private HgValues() {
    }

    /** Huts per player: 2 (both seeds: "2 kunyhót", "2 chatki"); 2020 printing: 3. */
    static int huts(HgEdition edition) {
        return edition == HgEdition.EDITION_2020 ? 3 : 2;
    }

    /** Tribe members to play: 6 per colour, one on the score track (both seeds). */
    static int tribeMembers() {
        return 5;
    }

    /**
     * Points per animal for the majority of hunters. Classic: 2 for every deer, mammoth and
     * aurochs. 2020 printing: mammoth 3, aurochs 2, deer 1. Tigers never score.
     */
    static int animal(Animal animal, HgEdition edition) {
        if (animal == Animal.TIGER) {
            return 0;
        }
        if (edition == HgEdition.EDITION_2020) {
            return switch (animal) {
                case MAMMOTH -> 3;
                case AUROCHS -> 2;
                default -> 1;
            };
        }
        return 2;
    }

    /** Per mushroom patch in a completed forest: 2 (bonus-tile page of both seeds); 2020 printing: 3 (unconfirmed). */
    static int mushroom(HgEdition edition) {
        return edition == HgEdition.EDITION_2020 ? 3 : 2;
    }

    /** 2020 printing: fish drawn in a river stretch count for the stretch and for huts. */
    static boolean riverFishCount(HgEdition edition) {
        return edition == HgEdition.EDITION_2020;
    }

    /**
     * Whether a printed power acts. Fire and dolmen (1st edition) always do; wild fire is the fire
     * under both rules; the other 2020 powers act only under the 2020 printing's rules (the
     * classic rules ignore them, RULES.md).
     */
    static boolean active(Power power, HgEdition edition) {
        return switch (power) {
            case FIRE, DOLMEN, WILD_FIRE -> true;
            case SHAMAN, LOGBOAT, HUNTING_TRAP, PIT_TRAP, RAFT -> edition == HgEdition.EDITION_2020;
        };
    }

    /** Fire (1st edition) and wild fire (2020 printing): the meadow's tigers are ignored. */
    static boolean isFire(Power power) {
        return power == Power.FIRE || power == Power.WILD_FIRE;
    }

    /** Logboat, 2020 printing: on placing, points per lake in its river system. */
    static final int LOGBOAT_PER_LAKE = 2;

    /** Raft, 2020 printing: huts of its river system score this much more per lake. */
    static final int RAFT_PER_LAKE = 1;
}
