package org.tablecompanion.calibration.print;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import org.opencv.core.Mat;

/**
 * Writes sheets as PNG (with its physical resolution recorded, so printing at 100 % gives the
 * stated size) and as PDF (one page per sheet, the raster placed at its exact size, text as real
 * text). The PDF is written directly: a page needs one image and a few lines of Helvetica.
 */
public final class SheetFiles {

    private SheetFiles() {
    }

    /** Writes the sheet with its text as a PNG whose resolution says pixels per millimetre. */
    public static void writePng(Sheet sheet, Path file) {
        Mat page = sheet.renderedWithText();
        BufferedImage image = toImage(page);
        page.release();
        try {
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
            ImageWriteParam param = writer.getDefaultWriteParam();
            IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(image), param);
            IIOMetadataNode phys = new IIOMetadataNode("pHYs");
            String perMetre = Integer.toString(sheet.pxPerMm() * 1000);
            phys.setAttribute("pixelsPerUnitXAxis", perMetre);
            phys.setAttribute("pixelsPerUnitYAxis", perMetre);
            phys.setAttribute("unitSpecifier", "meter");
            IIOMetadataNode root = new IIOMetadataNode("javax_imageio_png_1.0");
            root.appendChild(phys);
            meta.mergeTree("javax_imageio_png_1.0", root);
            Files.deleteIfExists(file);
            try (ImageOutputStream out = ImageIO.createImageOutputStream(file.toFile())) {
                writer.setOutput(out);
                writer.write(null, new IIOImage(image, null, meta), param);
            } finally {
                writer.dispose();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + " (" + e.getMessage() + ")", e);
        }
    }

    /** Writes the sheets as the pages of one PDF. */
    public static void writePdf(List<Sheet> sheets, Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            try (OutputStream out = Files.newOutputStream(file)) {
                out.write(pdf(sheets));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + " (" + e.getMessage() + ")", e);
        }
    }

    /** The PDF bytes of the sheets. */
    static byte[] pdf(List<Sheet> sheets) throws IOException {
        PdfBuilder pdf = new PdfBuilder();
        int catalog = pdf.reserve();
        int pages = pdf.reserve();
        int font = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
        List<Integer> kids = new ArrayList<>();
        for (Sheet s : sheets) {
            double wPt = s.widthMm() * 72 / 25.4;
            double hPt = s.heightMm() * 72 / 25.4;
            Mat r = s.raster();
            byte[] rgb = new byte[r.cols() * r.rows() * 3];
            r.get(0, 0, rgb);
            for (int i = 0; i < rgb.length; i += 3) {
                byte b = rgb[i];
                rgb[i] = rgb[i + 2];
                rgb[i + 2] = b;
            }
            int image = pdf.stream("/Type /XObject /Subtype /Image /Width " + r.cols() + " /Height " + r.rows()
                    + " /ColorSpace /DeviceRGB /BitsPerComponent 8 /Interpolate false", deflate(rgb));
            StringBuilder content = new StringBuilder();
            content.append(String.format(Locale.ROOT, "q %.4f 0 0 %.4f 0 0 cm /Im0 Do Q%n", wPt, hPt));
            for (SheetText t : s.texts()) {
                content.append(String.format(Locale.ROOT, "BT /F1 %.2f Tf %.3f %.3f Td (%s) Tj ET%n", t.sizePt(),
                        t.xMm() * 72 / 25.4, hPt - t.yMm() * 72 / 25.4, escape(t.text())));
            }
            int contents = pdf.stream("", deflate(content.toString().getBytes(StandardCharsets.ISO_8859_1)));
            kids.add(pdf.add(String.format(Locale.ROOT, "<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %.4f %.4f] "
                    + "/Resources << /Font << /F1 %d 0 R >> /XObject << /Im0 %d 0 R >> >> /Contents %d 0 R >>",
                    pages, wPt, hPt, font, image, contents)));
        }
        StringBuilder k = new StringBuilder();
        kids.forEach(id -> k.append(id).append(" 0 R "));
        pdf.set(pages, "<< /Type /Pages /Kids [" + k.toString().trim() + "] /Count " + kids.size() + " >>");
        pdf.set(catalog, "<< /Type /Catalog /Pages " + pages + " 0 R >>");
        return pdf.bytes(catalog);
    }

    private static byte[] deflate(byte[] data) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (DeflaterOutputStream z = new DeflaterOutputStream(buffer, new Deflater(6))) {
            z.write(data);
        }
        return buffer.toByteArray();
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)");
    }

    private static BufferedImage toImage(Mat bgr) {
        BufferedImage image = new BufferedImage(bgr.cols(), bgr.rows(), BufferedImage.TYPE_3BYTE_BGR);
        byte[] data = ((java.awt.image.DataBufferByte) image.getRaster().getDataBuffer()).getData();
        bgr.get(0, 0, data);
        return image;
    }

    /** Objects numbered from 1, written in order with a cross-reference table. */
    private static final class PdfBuilder {
        private final List<byte[]> objects = new ArrayList<>();

        int reserve() {
            objects.add(null);
            return objects.size();
        }

        void set(int id, String body) {
            objects.set(id - 1, body.getBytes(StandardCharsets.ISO_8859_1));
        }

        int add(String body) {
            int id = reserve();
            set(id, body);
            return id;
        }

        int stream(String dictionary, byte[] deflated) throws IOException {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            b.write(("<< " + dictionary + " /Filter /FlateDecode /Length " + deflated.length + " >>\nstream\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            b.write(deflated);
            b.write("\nendstream".getBytes(StandardCharsets.ISO_8859_1));
            int id = reserve();
            objects.set(id - 1, b.toByteArray());
            return id;
        }

        byte[] bytes(int root) throws IOException {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.write("%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n".getBytes(StandardCharsets.ISO_8859_1));
            long[] offsets = new long[objects.size()];
            for (int i = 0; i < objects.size(); i++) {
                offsets[i] = out.size();
                out.write(((i + 1) + " 0 obj\n").getBytes(StandardCharsets.ISO_8859_1));
                out.write(objects.get(i));
                out.write("\nendobj\n".getBytes(StandardCharsets.ISO_8859_1));
            }
            long xref = out.size();
            StringBuilder t = new StringBuilder();
            t.append("xref\n0 ").append(objects.size() + 1).append("\n0000000000 65535 f \n");
            for (long o : offsets) {
                t.append(String.format(Locale.ROOT, "%010d 00000 n \n", o));
            }
            t.append("trailer\n<< /Size ").append(objects.size() + 1).append(" /Root ").append(root)
                    .append(" 0 R >>\nstartxref\n").append(xref).append("\n%%EOF\n");
            out.write(t.toString().getBytes(StandardCharsets.ISO_8859_1));
            return out.toByteArray();
        }
    }
}
