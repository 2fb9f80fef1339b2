package org.tablecompanion.ui.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.opencv.core.Mat;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.observation.TileIdentification;
import org.tablecompanion.recognizer.observation.TileReading;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code companion identify TILE-IMAGE...}: the type and rotation of the tile in each photo. */
@Command(name = "identify",
        mixinStandardHelpOptions = true,
        description = {"Identifies the tile in a photo of a single tile: its type, its rotation (the photo's top is",
            "north) and how sure the reading is. Without --pack, zero-shot from the catalog geometry."})
public final class IdentifyCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "TILE-IMAGE", description = "photos of single tiles")
    private List<Path> images;

    @Mixin
    private RecognizerOptions recognizerOptions;

    @Option(names = "--json", description = "print one tablecompanion-identification/1 JSON object per photo")
    private boolean json;

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws JsonProcessingException {
        PrintWriter out = spec.commandLine().getOut();
        Recognizer recognizer = recognizerOptions.recognizer(false);
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        for (Path image : images) {
            Mat photo = ImageFiles.read(image);
            TileIdentification id = recognizer.identify(photo);
            photo.release();
            if (json) {
                out.println(mapper.writeValueAsString(id));
                continue;
            }
            out.printf("%s: %s rotated %d, %.0f %% (margin %.1f, %s)%n", image.getFileName(), id.tile(), id.rotation(),
                    100 * id.confidence(), id.margin(), id.mode());
            StringBuilder next = new StringBuilder("  then:");
            for (TileReading.CandidateView c : id.candidates().subList(1, id.candidates().size())) {
                next.append(String.format(" %s %d (%.0f %%)", c.tile(), c.rotation(), 100 * c.probability()));
            }
            out.println(next);
        }
        out.flush();
        return 0;
    }
}
