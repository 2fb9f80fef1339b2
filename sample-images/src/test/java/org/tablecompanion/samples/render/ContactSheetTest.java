package org.tablecompanion.samples.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Mat;

class ContactSheetTest {

    @Test
    void theSheetHasARowOfTilesAndTheFigureRows() {
        Mat sheet = ContactSheet.sheet(40, List.of("A", "B"), 1);
        assertTrue(sheet.cols() > 2 * 40);
        assertTrue(sheet.rows() > 40 + FigureSheet.ROWS * FigureSheet.rowHeight(40) - 1);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        sheet.release();
    }

    @Test
    void theSheetIsWrittenAsAPalettePictureOfTheSameSize(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("sheet.png");
        ContactSheet.write(file, 40, List.of("C", "river-bridge"));
        BufferedImage read = ImageIO.read(file.toFile());
        Mat expected = ContactSheet.sheet(40, List.of("C", "river-bridge"), 1);
        assertEquals(expected.cols(), read.getWidth());
        assertEquals(expected.rows(), read.getHeight());
        expected.release();
        assertTrue(read.getColorModel() instanceof IndexColorModel);
        assertTrue(((IndexColorModel) read.getColorModel()).getMapSize() <= 256);
    }
}
