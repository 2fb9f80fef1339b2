package org.tablecompanion.ui.app.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.opencv.core.Mat;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.geometry.FeatureShape;
import org.tablecompanion.samples.render.PaintedTile;
import org.tablecompanion.samples.render.TileRenderer;
import org.tablecompanion.samples.render.TileStyle;

/**
 * Tiles as the sample-images renderer paints them (cities with roofs, trees, rivers with waves,
 * animals, pennants, chapels), converted from its OpenCV picture to pixels the board can use. The
 * feature map is the renderer's own, so what is outlined and clicked is what is painted.
 */
public final class PaintedTileFaces implements TileFaces {

    /** One print of every tile: the same tile type looks the same wherever it lies. */
    private static final long PRINT = 7L;

    private record Key(TileType type, Rotation rotation, int size, TileStyle style) {
    }

    private final TileRenderer renderer;
    private final TileStyle style;
    private final Map<Key, TileFace> faces;

    /** Loads OpenCV; throws (an {@link UnsatisfiedLinkError}) where its native library cannot load. */
    public PaintedTileFaces() {
        this(new TileRenderer(), TileStyle.DEFAULT, new ConcurrentHashMap<>());
    }

    private PaintedTileFaces(TileRenderer renderer, TileStyle style, Map<Key, TileFace> faces) {
        this.renderer = renderer;
        this.style = style;
        this.faces = faces;
    }

    @Override
    public TileFaces forCatalog(Catalog catalog) {
        TileStyle wanted = TileStyle.forCatalog(catalog);
        return wanted.equals(style) ? this : new PaintedTileFaces(renderer, wanted, faces);
    }

    @Override
    public boolean paintsEmblems() {
        return true;
    }

    @Override
    public TileFace face(TileType type, Rotation rotation, int size) {
        Key key = new Key(type, rotation, size, style);
        TileFace known = faces.get(key);
        if (known != null) {
            return known;
        }
        TileFace made = paint(type, rotation, size);
        TileFace raced = faces.putIfAbsent(key, made);
        return raced != null ? raced : made;
    }

    private TileFace paint(TileType type, Rotation rotation, int size) {
        PaintedTile painted = renderer.paint(type, rotation, size, PRINT, style);
        Mat image = painted.image();
        byte[] bgr = new byte[size * size * 3];
        image.get(0, 0, bgr);
        image.release();
        int[] argb = new int[size * size];
        for (int i = 0; i < argb.length; i++) {
            int b = bgr[3 * i] & 0xFF;
            int g = bgr[3 * i + 1] & 0xFF;
            int r = bgr[3 * i + 2] & 0xFF;
            argb[i] = 0xFF000000 | (r << 16) | (g << 8) | b;
        }
        List<UV> anchors = new ArrayList<>();
        for (FeatureShape s : painted.geometry().shapes()) {
            anchors.add(new UV(s.anchor().u(), s.anchor().v()));
        }
        return new TileFace(type.id(), rotation, size, argb, painted.features().clone(), anchors);
    }
}
