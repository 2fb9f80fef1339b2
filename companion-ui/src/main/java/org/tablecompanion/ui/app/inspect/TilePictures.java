package org.tablecompanion.ui.app.inspect;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.ui.app.board.TileFace;
import org.tablecompanion.ui.app.board.TileFaces;

/** Small pictures of tile types for lists and previews, made once each. */
public final class TilePictures {

    /** Pixels per side of the pictures in tile lists. */
    public static final int LIST_SIZE = 28;

    private record Key(TileType type, Rotation rotation, int size) {
    }

    private final TileFaces faces;
    private final Map<Key, Image> images = new ConcurrentHashMap<>();

    public TilePictures(TileFaces faces) {
        this.faces = faces;
    }

    public Image of(TileType type, Rotation rotation, int size) {
        return images.computeIfAbsent(new Key(type, rotation, size), k -> {
            TileFace face = faces.face(type, rotation, size);
            WritableImage img = new WritableImage(size, size);
            img.getPixelWriter().setPixels(0, 0, size, size, PixelFormat.getIntArgbInstance(), face.argb(), 0, size);
            return img;
        });
    }
}
