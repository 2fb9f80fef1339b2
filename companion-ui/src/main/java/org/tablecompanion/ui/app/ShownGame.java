package org.tablecompanion.ui.app;

import javafx.scene.image.Image;
import org.tablecompanion.ui.app.board.BoardPicture;
import org.tablecompanion.ui.app.session.RecordView;

/**
 * Everything the window shows at one moment, made off the JavaFX thread: the replayed game, the
 * painted board and its image, and whether undo and redo have something to do.
 */
public record ShownGame(RecordView view, BoardPicture picture, Image image, boolean canUndo, boolean canRedo) {
}
