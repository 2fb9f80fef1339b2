package org.tablecompanion.samples.sequence.truth;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.tablecompanion.samples.scene.truth.CameraTruth;
import org.tablecompanion.samples.scene.truth.Degradation;
import org.tablecompanion.samples.scene.truth.FigureTruth;
import org.tablecompanion.samples.scene.truth.LatticeTruth;
import org.tablecompanion.samples.scene.truth.TableTruth;
import org.tablecompanion.samples.scene.truth.TileTruth;

/**
 * Ground truth of a whole game seen by a fixed webcam, format {@value #FORMAT}. The camera, light
 * and table never change and a laid tile never moves, so they are stated once: {@code tiles} holds
 * every tile of the game in the order laid, with its image corners; a frame shows the first
 * {@code tiles} of them.
 *
 * @param format always {@value #FORMAT}
 * @param seed the seed of the sequence
 * @param difficulty the level the camera and light were drawn from
 * @param record file name of the game record ({@code tablecompanion-record/1}) next to this file
 * @param catalogs catalog ids in play
 * @param width frame width
 * @param height frame height
 * @param lattice cell size and gap
 * @param camera the webcam (a frame taken after the camera was bumped, an anomaly, gives its own
 *     camera in {@code movedCamera})
 * @param table the table top
 * @param degradations effects applied to every frame
 * @param tiles every tile in the order laid, corners as {@code camera} sees it where it was laid (as
 *     in the final frame, unless an anomaly moved it: then the frame's {@code movedTiles} say where)
 * @param figures every figure that stood on the board during the game, in the order first seen
 *     (a figure set again later on another feature is another entry); frames refer to them by index
 * @param frames the frames in order
 */
@JsonPropertyOrder({"format", "seed", "difficulty", "record", "catalogs", "width", "height", "lattice", "camera",
    "table", "degradations", "tiles", "figures", "frames"})
public record SequenceTruth(String format, long seed, String difficulty, String record, List<String> catalogs,
                            int width, int height, LatticeTruth lattice, CameraTruth camera, TableTruth table,
                            List<Degradation> degradations, List<TileTruth> tiles, List<FigureTruth> figures,
                            List<FrameTruth> frames) {

    public static final String FORMAT = "tablecompanion-sequence/1";

    public SequenceTruth {
        catalogs = List.copyOf(catalogs);
        degradations = List.copyOf(degradations);
        tiles = List.copyOf(tiles);
        figures = List.copyOf(figures);
        frames = List.copyOf(frames);
    }
}
