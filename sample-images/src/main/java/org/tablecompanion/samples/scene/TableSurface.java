package org.tablecompanion.samples.scene;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The table top: its material, colours and pattern scale, and where its edges are (beyond them
 * the camera sees the floor).
 *
 * @param material what it is made of
 * @param base main colour
 * @param accent grain, weave or check colour
 * @param angleDeg direction of planks, weave or checks on the table
 * @param scaleMm plank width, weave period or check size
 * @param contrast strength of the pattern (0..1)
 * @param minX west edge of the table top, mm
 * @param minY north edge
 * @param maxX east edge
 * @param maxY south edge
 * @param floor colour of the floor seen past the edges
 * @param textureSeed seed of the pattern's noise
 */
public record TableSurface(TableMaterial material, Rgb base, Rgb accent, double angleDeg, double scaleMm,
                           double contrast, double minX, double minY, double maxX, double maxY, Rgb floor,
                           long textureSeed) {

    private static final List<Rgb> WOODS = List.of(
            new Rgb(178, 134, 88), new Rgb(120, 80, 52), new Rgb(204, 170, 122),
            new Rgb(196, 186, 168), new Rgb(84, 58, 42), new Rgb(150, 96, 60));
    private static final List<Rgb> FELTS = List.of(
            new Rgb(40, 102, 62), new Rgb(36, 62, 112), new Rgb(112, 112, 110),
            new Rgb(112, 38, 44), new Rgb(38, 36, 40), new Rgb(166, 150, 120));
    private static final List<Rgb> LINENS = List.of(
            new Rgb(214, 204, 186), new Rgb(186, 188, 184), new Rgb(232, 228, 218), new Rgb(150, 160, 170));
    private static final List<Rgb> CHECKS = List.of(
            new Rgb(178, 36, 40), new Rgb(36, 70, 150), new Rgb(40, 120, 60), new Rgb(60, 60, 64));

    /** Draws a table centred near the board, big enough that the board lies well inside it. */
    public static TableSurface sample(SplittableRandom random, boolean checkedAllowed, Point2 boardCentre,
                                      double boardWidthMm, double boardHeightMm) {
        int kinds = checkedAllowed ? 4 : 3;
        double pick = random.nextDouble();
        TableMaterial material = pick < 0.5 ? TableMaterial.WOOD
                : TableMaterial.values()[1 + random.nextInt(kinds - 1)];
        Rgb base;
        Rgb accent;
        double scale;
        double contrast;
        switch (material) {
            case WOOD -> {
                base = WOODS.get(random.nextInt(WOODS.size()));
                accent = base.times(0.62);
                scale = 80 + random.nextDouble() * 110;
                contrast = 0.35 + random.nextDouble() * 0.5;
            }
            case FELT -> {
                base = FELTS.get(random.nextInt(FELTS.size()));
                accent = base.times(0.8);
                scale = 1;
                contrast = 0.3 + random.nextDouble() * 0.4;
            }
            case LINEN -> {
                base = LINENS.get(random.nextInt(LINENS.size()));
                accent = base.times(0.85);
                scale = 0.8 + random.nextDouble() * 0.8;
                contrast = 0.3 + random.nextDouble() * 0.4;
            }
            default -> {
                base = new Rgb(236, 234, 228);
                accent = CHECKS.get(random.nextInt(CHECKS.size()));
                scale = 12 + random.nextDouble() * 20;
                contrast = 0.7 + random.nextDouble() * 0.3;
            }
        }
        double angle = random.nextDouble() * 180;
        double marginX = 250 + random.nextDouble() * 500;
        double marginY = 200 + random.nextDouble() * 350;
        double shiftX = (random.nextDouble() - 0.5) * marginX;
        double shiftY = (random.nextDouble() - 0.5) * marginY;
        double halfW = boardWidthMm / 2 + marginX;
        double halfH = boardHeightMm / 2 + marginY;
        Rgb floor = new Rgb(70, 62, 56).times(0.7 + random.nextDouble() * 0.6);
        return new TableSurface(material, base, accent, angle, scale, contrast,
                boardCentre.x() + shiftX - halfW, boardCentre.y() + shiftY - halfH,
                boardCentre.x() + shiftX + halfW, boardCentre.y() + shiftY + halfH, floor, random.nextLong());
    }
}
