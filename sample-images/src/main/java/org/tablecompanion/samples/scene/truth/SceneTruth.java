package org.tablecompanion.samples.scene.truth;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * Ground truth of one generated scene, format {@value #FORMAT}: everything a recognizer needs to
 * be scored against the image (DESIGN.md, Formats 5).
 *
 * @param format always {@value #FORMAT}
 * @param seed the seed the scene was generated from
 * @param difficulty easy, default or hard
 * @param catalogs ids of the catalogs in play
 * @param image the image file and its size
 * @param lattice how board cells map to table millimetres
 * @param tiles every tile on the table, with its corners in the image
 * @param held tiles in a player's hand above the board (sequence frames); not part of the board
 * @param figures every figure, with the image point of its foot
 * @param camera intrinsics, distortion, pose and the table-to-image homographies
 * @param table what the table top looks like
 * @param degradations every effect applied to the image, with its parameters, in order
 * @param occluders hands and arms over the scene, as image polygons
 */
@JsonPropertyOrder({"format", "seed", "difficulty", "catalogs", "image", "lattice", "tiles", "held", "figures",
    "camera", "table", "degradations", "occluders"})
public record SceneTruth(String format, long seed, String difficulty, List<String> catalogs, ImageTruth image,
                         LatticeTruth lattice, List<TileTruth> tiles, List<TileTruth> held,
                         List<FigureTruth> figures, CameraTruth camera, TableTruth table,
                         List<Degradation> degradations, List<Occluder> occluders) {

    public static final String FORMAT = "tablecompanion-scene/1";

    public SceneTruth {
        catalogs = List.copyOf(catalogs);
        tiles = List.copyOf(tiles);
        held = List.copyOf(held);
        figures = List.copyOf(figures);
        degradations = List.copyOf(degradations);
        occluders = List.copyOf(occluders);
    }

    public SceneTruth withImageFile(String file) {
        return new SceneTruth(format, seed, difficulty, catalogs, new ImageTruth(file, image.width(), image.height()),
                lattice, tiles, held, figures, camera, table, degradations, occluders);
    }
}
