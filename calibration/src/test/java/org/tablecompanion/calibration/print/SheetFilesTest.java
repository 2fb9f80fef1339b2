package org.tablecompanion.calibration.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import org.tablecompanion.calibration.camera.CharucoBoardSpec;
import org.tablecompanion.calibration.camera.CharucoSheet;
import org.tablecompanion.calibration.table.MarkerSheet;
import org.tablecompanion.calibration.table.TableMarkers;

class SheetFilesTest {

    @TempDir
    Path dir;

    @Test
    void thePngStatesItsPrintedSize() throws Exception {
        Path png = dir.resolve("board.png");
        SheetFiles.writePng(CharucoSheet.sheet(CharucoBoardSpec.A4), png);
        try (ImageInputStream in = ImageIO.createImageInputStream(png.toFile())) {
            ImageReader reader = ImageIO.getImageReaders(in).next();
            reader.setInput(in);
            IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(0).getAsTree("javax_imageio_png_1.0");
            IIOMetadataNode phys = (IIOMetadataNode) root.getElementsByTagName("pHYs").item(0);
            assertEquals("12000", phys.getAttribute("pixelsPerUnitXAxis"));
            assertEquals(297 * 12, reader.getWidth(0));
        }
    }

    @Test
    void thePrintedBoardIsFoundByTheCalibrator() {
        Path png = dir.resolve("board.png");
        SheetFiles.writePng(CharucoSheet.sheet(CharucoBoardSpec.A4), png);
        Mat page = Imgcodecs.imread(png.toString());
        int corners = new org.tablecompanion.calibration.camera.CameraCalibrator(CharucoBoardSpec.A4).countCorners(page);
        // Held and released after the call: a matrix left unreachable while OpenCV reads it can be freed by its
        // finalizer mid-call.
        page.release();
        assertEquals(CharucoBoardSpec.A4.corners(), corners);
    }

    @Test
    void thePdfHasOnePagePerSheetAtA4() throws Exception {
        Path pdf = dir.resolve("markers.pdf");
        SheetFiles.writePdf(List.of(MarkerSheet.sheet(TableMarkers.DEFAULT), CharucoSheet.sheet(CharucoBoardSpec.A4)), pdf);
        String text = new String(Files.readAllBytes(pdf), StandardCharsets.ISO_8859_1);
        assertTrue(text.startsWith("%PDF-1.4"));
        assertTrue(text.trim().endsWith("%%EOF"));
        assertTrue(text.contains("/Count 2"));
        Matcher box = Pattern.compile("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]").matcher(text);
        assertTrue(box.find());
        assertEquals(210 * 72 / 25.4, Double.parseDouble(box.group(1)), 0.01);
        assertEquals(297 * 72 / 25.4, Double.parseDouble(box.group(2)), 0.01);
    }

    @Test
    void thePdfCrossReferencePointsAtItsObjects() throws Exception {
        Path pdf = dir.resolve("m.pdf");
        SheetFiles.writePdf(List.of(MarkerSheet.sheet(TableMarkers.DEFAULT)), pdf);
        byte[] bytes = Files.readAllBytes(pdf);
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        Matcher start = Pattern.compile("startxref\\n(\\d+)").matcher(text);
        assertTrue(start.find());
        int xref = Integer.parseInt(start.group(1));
        assertTrue(text.startsWith("xref", xref));
        Matcher entry = Pattern.compile("(\\d{10}) 00000 n ").matcher(text.substring(xref));
        int object = 1;
        while (entry.find()) {
            int offset = Integer.parseInt(entry.group(1));
            assertTrue(text.startsWith(object + " 0 obj", offset), "object " + object);
            object++;
        }
        assertTrue(object > 4);
    }
}
