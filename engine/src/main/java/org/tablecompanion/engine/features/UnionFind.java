package org.tablecompanion.engine.features;

import java.util.Arrays;

/**
 * Disjoint sets over 0..n-1 that grow as elements are added, with path halving and union by
 * size. The feature graph uses one; a second grouping (the H&amp;G river systems: rivers and lakes
 * connected) can use another over the same part numbers.
 */
public final class UnionFind {

    private int[] parent;
    private int[] size;
    private int count;

    public UnionFind() {
        this(64);
    }

    public UnionFind(int capacity) {
        parent = new int[Math.max(capacity, 4)];
        size = new int[parent.length];
    }

    /** Adds a new singleton set and returns its element. */
    public int add() {
        if (count == parent.length) {
            parent = Arrays.copyOf(parent, count * 2);
            size = Arrays.copyOf(size, count * 2);
        }
        parent[count] = count;
        size[count] = 1;
        return count++;
    }

    public int size() {
        return count;
    }

    public int find(int element) {
        int e = element;
        while (parent[e] != e) {
            parent[e] = parent[parent[e]];
            e = parent[e];
        }
        return e;
    }

    /**
     * Joins the sets of a and b. Returns the new root, or -1 when they were already one set.
     * The larger set's root survives.
     */
    public int union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return -1;
        }
        if (size[ra] < size[rb]) {
            int t = ra;
            ra = rb;
            rb = t;
        }
        parent[rb] = ra;
        size[ra] += size[rb];
        return ra;
    }

    /**
     * Joins two sets by their roots (as {@link #find} gives them, no finding again). Returns the
     * new root, or -1 when they are one set already.
     */
    public int unionRoots(int ra, int rb) {
        if (ra == rb) {
            return -1;
        }
        if (size[ra] < size[rb]) {
            int t = ra;
            ra = rb;
            rb = t;
        }
        parent[rb] = ra;
        size[ra] += size[rb];
        return ra;
    }

    public boolean connected(int a, int b) {
        return find(a) == find(b);
    }

    public UnionFind copy() {
        UnionFind c = new UnionFind(0);
        c.parent = parent.clone();
        c.size = size.clone();
        c.count = count;
        return c;
    }
}
