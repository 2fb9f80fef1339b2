package org.tablecompanion.engine.catalog;

/** Animals drawn in H&G meadows. The three deer pictures are one animal. */
public enum Animal {
    DEER, MAMMOTH, AUROCHS, TIGER
}
