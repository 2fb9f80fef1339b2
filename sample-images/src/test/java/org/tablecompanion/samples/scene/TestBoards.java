package org.tablecompanion.samples.scene;

import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.players.PlayerColour;

/** Small hand-made boards for the scene tests (no rules needed to take a picture). */
final class TestBoards {

    private TestBoards() {
    }

    /** A ragged 5x4 patch of stand-in tiles with every rotation, and three figures. */
    static SceneBoard patch() {
        List<SceneTile> tiles = new ArrayList<>();
        String[] ids = {"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"};
        int n = 0;
        for (int y = -2; y <= 1; y++) {
            for (int x = -2; x <= 2; x++) {
                if ((x == 2 && y == -2) || (x == -2 && y == 1)) {
                    continue;
                }
                tiles.add(new SceneTile("base", ids[n % ids.length], x, y, Rotation.values()[(n * 3) % 4]));
                n++;
            }
        }
        List<SceneFigure> figures = List.of(
                SceneFigure.of(PlayerColour.RED, FigureForm.STANDING, 0, 0, 1),
                SceneFigure.of(PlayerColour.BLUE, FigureForm.LYING, 1, -1, 2),
                SceneFigure.of(PlayerColour.YELLOW, FigureForm.HUT, -1, 0, 3));
        return new SceneBoard(List.of("base"), tiles, figures);
    }
}
