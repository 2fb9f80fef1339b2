package org.tablecompanion.recognizer;

import java.util.List;
import org.tablecompanion.calibration.camera.CameraModel;
import org.tablecompanion.calibration.colour.ColourCorrection;
import org.tablecompanion.calibration.colour.ColourReference;
import org.tablecompanion.calibration.file.TableCalibration;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.samples.SampleGame;
import org.tablecompanion.samples.scene.ArmChoice;
import org.tablecompanion.samples.scene.Camera;
import org.tablecompanion.samples.scene.CatalogTileArt;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.FrameContent;
import org.tablecompanion.samples.scene.Framing;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneRenderer;
import org.tablecompanion.samples.scene.SceneSetup;

/**
 * Scenes through a strong barrel lens and under a colour cast, and the calibration that undoes
 * both: the webcam's true lens (as the camera board would measure it) and the cast's inverse (as
 * a grey card would give it).
 */
final class LensScenes {

    /**
     * @param scene the picture and its truth (in the distorted frame's pixels)
     * @param calibration the table's calibration for that camera and light
     */
    record LensScene(RenderedScene scene, TableCalibration calibration) {
    }

    private LensScenes() {
    }

    static LensScene scene(long seed, int tiles, double k1, double k2, double red, double blue, int width, int height) {
        SceneBoard board = SampleGame.board(SampleGame.BASE.play(seed, tiles));
        SceneSetup s = SceneSetup.sample(board, Difficulty.EASY, seed, width, height, ArmChoice.NEVER, Framing.FIT_BOARD);
        SceneSetup setup = s.withLensAndCast(k1, k2, red, blue);
        Camera lens = setup.camera();
        List<Catalog> cats = TestScenes.catalogs(SampleGame.BASE);
        RenderedScene scene = new SceneRenderer(new CatalogTileArt(cats, TestScenes.art(SampleGame.BASE)))
                .render(setup, FrameContent.still(board), seed);
        CameraModel model = new CameraModel(width, height, lens.focalPx(), lens.focalPx(), lens.cx(), lens.cy(),
                List.of(k1, k2, 0.0, 0.0, 0.0), 0.05, 12);
        ColourCorrection colour = new ColourCorrection(ColourReference.GREY_CARD, List.of(1 / blue, 1.0, 1 / red),
                List.of(128 * blue, 128.0, 128 * red));
        return new LensScene(scene, TableCalibration.empty().withCamera(model).withColour(colour));
    }
}
