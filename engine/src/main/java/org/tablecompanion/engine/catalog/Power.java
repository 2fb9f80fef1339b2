package org.tablecompanion.engine.catalog;

/** Special powers printed on H&G bonus tiles (1st edition and the 2020 printing). */
public enum Power {
    /** 1st edition: tigers of the meadow are ignored; no hunter on this tile. */
    FIRE,
    /** 1st edition: a hunter placed beside it makes its owner the meadow's only scorer. */
    DOLMEN,
    /** 2020 printing: tigers of the meadow flee (treated as fire under the classic rules). */
    WILD_FIRE,
    /** 2020 printing: take back one of your figures. */
    SHAMAN,
    /** 2020 printing: on placing, 2 points per lake in its river system. */
    LOGBOAT,
    /** 2020 printing: on placing, score the animals of the meadow around it. */
    HUNTING_TRAP,
    /** 2020 printing: at the end, animals on neighbouring tiles of the meadow count double. */
    PIT_TRAP,
    /** 2020 printing: huts score +1 per lake in the system. */
    RAFT
}
