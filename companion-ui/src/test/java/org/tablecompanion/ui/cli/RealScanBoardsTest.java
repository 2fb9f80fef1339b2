package org.tablecompanion.ui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.tablecompanion.calibration.pack.AppearancePack;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.recognizer.OpenCvNative;
import org.tablecompanion.recognizer.Recognition;
import org.tablecompanion.recognizer.Recognizer;
import org.tablecompanion.recognizer.RecognizerSettings;
import org.tablecompanion.recognizer.bench.SceneScore;
import org.tablecompanion.samples.scene.Difficulty;
import org.tablecompanion.samples.scene.LegalGrid;
import org.tablecompanion.samples.scene.RenderedScene;
import org.tablecompanion.samples.scene.SceneBoard;
import org.tablecompanion.samples.scene.SceneGenerator;
import org.tablecompanion.samples.scene.SceneTile;

/**
 * Boards of the real H&amp;G scans (the team's shared folder beside the repository; skipped on a
 * clone without it). Until the forty-sixth session the benchmark laid them at random, each scan
 * twice in turn, turned at random; seed 8000's second such board drew stray lines into the
 * lattice's fit until its map fell flat onto a line, and the whole read ended in "singular
 * homography". The benchmark now lays its boards by the rules (the first test lays that board as
 * it was), and one of those, seed 1000's 110th, fell flat in the fit on the board's own seams.
 * Two more of seed 1000's were lost to the choice of lattice (forty-seventh session).
 */
class RealScanBoardsTest {

    private static final Catalog HG = Catalogs.builtIn("hg-2020");

    @Test
    void aBoardLaidAtRandomWhoseStrayLinesFlattenTheFrameFitIsStillRead() {
        Map<String, Mat> pictures = pictures();
        List<String> ids = new ArrayList<>(pictures.keySet());
        long seed = 8501;
        SplittableRandom random = new SplittableRandom(seed);
        List<SceneTile> tiles = new ArrayList<>();
        for (int n = 0; n < 48; n++) {
            tiles.add(new SceneTile("hg-2020", ids.get(n % ids.size()), n % 8, n / 8,
                    Rotation.values()[random.nextInt(4)]));
        }
        assertFalse(read(tiles, pictures, seed).observation().tiles().isEmpty());
    }

    /**
     * The 110th board of bench seed 1000, laid by the rules: its fit on the board's own seams fell
     * flat. On a white sheet, nearly straight from above, the sheet's edges and the board's outline
     * then held a lattice of four tiles a cell better than the faint seams between its tiles held
     * theirs, and none of its 48 tiles was found until that lattice was cut into the tiles' own
     * (sixty-third session).
     */
    @Test
    void aBoardWhoseOwnSeamsFlattenTheFitOnTheBoardIsStillRead() {
        assertTrue(tilesRight(laidByTheRules(1609)) >= 46);
    }

    /**
     * Board 52 of bench seed 1000 read zero-shot: its first lattice kept only a few squares, and
     * of the lattices then weighed none was the tiles' own; a cut of the first is (0 of 48
     * right by the rules before, 17 since the sixty-fourth session).
     */
    @Test
    void zeroShotWeighsTheCutsOfALatticeOfFewSquares() {
        SceneScore read = zeroShot(1552);
        assertTrue(read.ruleRight() >= 12, read.misses().toString());
    }

    /**
     * Board 49 of bench seed 1000, out of focus on a grey sheet: none of its 48 tiles was read.
     * Since lattices of several tiles a cell are also read cut into the tiles' own, 34 are (the
     * others, in a patch of the board's middle, are not found; sixty-third session).
     */
    @Test
    void aBlurredBoardIsReadOnALatticeOfSeveralTilesACellCutIntoTheTilesOwn() {
        assertTrue(tilesRight(laidByTheRules(1549)) >= 30);
    }

    /**
     * The same board read zero-shot finds its tiles on that cut lattice too: 14 of 48 were found
     * before, on squares of four tiles, none right.
     */
    @Test
    void zeroShotFindsTheTilesOfABoardWhoseOutlineHoldsALatticeOfFourTilesACell() {
        SceneScore read = zeroShot(1609);
        assertTrue(read.found() >= 40, read.found() + " of " + read.tiles() + " found: " + read.misses());
    }

    /**
     * Board 62 of bench seed 1000 (as its log numbers them), on a green cloth: its faint inner
     * seams let the frame's fit take a lattice of two tiles a cell, and of the other lattices the
     * seams allow, three of half or a third of a tile took every slot the pictures rank, though a
     * board cannot hold as many tiles as they call, and were refused when read. None of its 48
     * tiles was read.
     */
    @Test
    void aLatticeOfTooManyCellsTakesNoSlotFromTheTilesOwn() {
        assertEquals(48, tilesRight(laidByTheRules(1562)));
    }

    /**
     * Board 15 of bench seed 1000, on planks: the frame's lattice was the planks' and no lattice
     * of the frame's seams came near the tiles' 66 px, though the board region's seams hold it
     * (65 px, outscored there by one of 288 px). 9 of its 48 tiles were read; the region's own
     * alternatives, probed in a slot of their own, read 37 (sixty-sixth session).
     */
    @Test
    void theRegionsOwnAlternativesFindTheTilesLatticeThePlanksHide() {
        assertTrue(tilesRight(laidByTheRules(1515)) >= 32);
    }

    /**
     * Board 73 of bench seed 1000, on planks: the board region's seams held a lattice of
     * one cell over the whole board, read poorly (2 squares kept), and it was kept without
     * weighing the frame's other lattices. Now most of the board is read (29 of 48 on the day).
     */
    @Test
    void aPoorReadingOfTheRegionsLatticeIsWeighedAgainstTheFramesOthers() {
        assertTrue(tilesRight(laidByTheRules(1573)) >= 24);
    }

    /**
     * Board 1 of bench seed 1000 read zero-shot: real H&amp;G art is far from the catalog geometry
     * (its rivers meander across half a tile, its forests are drawn tree by tree), and zero-shot
     * reads many of its tiles wrong. What it must not do is tell a player a wrong tile as sure.
     */
    @Test
    void zeroShotTellsNoWrongTileOfRealArtAsSure() {
        assertEquals(0, zeroShotBoardOne().confidentWrong(), zeroShotBoardOne().misses().toString());
    }

    /**
     * The same board's tiles fit their geometry poorly (a median first fit far below our
     * generated scenes'), so they are read by their borders first, where the art must meet its
     * neighbours: 9 of its 48 tiles were right by the rules before, 20 since (sixty-first session).
     */
    @Test
    void zeroShotReadsATileOfRealArtByItsBorder() {
        assertTrue(zeroShotBoardOne().ruleRight() >= 16, zeroShotBoardOne().misses().toString());
    }

    /**
     * Board 4 of bench seed 1000 read zero-shot: on its tiles' own lattice its misread tiles
     * disagree with their neighbours, and that lattice lost to one of four tiles a cell (5 squares
     * kept) and then to the board's outline in six squares: none of its 48 tiles was right. Its
     * lattice is now judged by the seams (Recognizer's misread art): 15 right (sixty-second session).
     */
    @Test
    void zeroShotKeepsTheTilesOwnLatticeWhereMisreadTilesDisagree() {
        SceneScore read = zeroShot(1504);
        assertTrue(read.ruleRight() >= 10, read.misses().toString());
    }

    /**
     * Board 0 of bench seed 1000 read zero-shot: the frame's seams first gave a lattice of two
     * tiles a cell, whose neighbours disagreed, as did those of the tiles' own lattice, which
     * kept none of its squares' readings in agreement: the first stood, 14 squares of four
     * tiles. The tiles' own is now taken, its seams framing its squares better than the other
     * misread lattices': all 40 of its tiles in view are found (19 before), though none is read
     * right yet.
     */
    @Test
    void zeroShotFindsTheTilesOfMisreadArtOnTheirOwnLattice() {
        SceneScore read = zeroShot(1500);
        assertTrue(read.found() >= 32, read.found() + " of " + read.tiles() + " found: " + read.misses());
    }

    private static final Map<Long, SceneScore> ZERO_SHOT = new java.util.HashMap<>();

    /** Board 1 of bench seed 1000 read zero-shot, once for the tests that look at it. */
    private static SceneScore zeroShotBoardOne() {
        return zeroShot(1501);
    }

    /** The board the benchmark lays with this seed read zero-shot, once for the tests that look at it. */
    private static synchronized SceneScore zeroShot(long seed) {
        return ZERO_SHOT.computeIfAbsent(seed, s -> {
            LaidBoard board = laidByTheRules(s);
            RenderedScene scene = scene(board.tiles(), board.pictures(), board.seed());
            Recognition r = new Recognizer(new RecognizerSettings(List.of("hg-2020"), HG, Optional.empty(), false))
                    .recognize(scene.decode());
            return SceneScore.of(r.observation(), RecognizerBenchCommand.truth(scene.truth()), HG,
                    Recognizer.UNSURE_BELOW);
        });
    }

    /** The board of 8 by 6 scans the benchmark lays with this seed, and the scans. */
    private static LaidBoard laidByTheRules(long seed) {
        Map<String, Mat> pictures = pictures();
        return new LaidBoard(LegalGrid.of(HG, new ArrayList<>(pictures.keySet()), 8, 6, new SplittableRandom(seed))
                .orElseThrow(), pictures, seed);
    }

    private record LaidBoard(List<SceneTile> tiles, Map<String, Mat> pictures, long seed) {
    }

    /** Tiles of the board read right by the rules, as the benchmark counts them. */
    private static int tilesRight(LaidBoard board) {
        RenderedScene scene = scene(board.tiles(), board.pictures(), board.seed());
        Mat frame = scene.decode();
        Recognition r = recognizer(board.pictures()).recognize(frame);
        return SceneScore.of(r.observation(), RecognizerBenchCommand.truth(scene.truth()), HG,
                Recognizer.UNSURE_BELOW).right();
    }

    private static RenderedScene scene(List<SceneTile> tiles, Map<String, Mat> pictures, long seed) {
        return RecognizerBenchCommand.scansGenerator(HG, pictures).generate(SceneGenerator.Request.of(
                new SceneBoard(List.of("hg-2020"), tiles, List.of()), Difficulty.DEFAULT, seed));
    }

    private static Recognizer recognizer(Map<String, Mat> pictures) {
        AppearancePack pack = RecognizerBenchCommand.scansPack(pictures);
        return new Recognizer(new RecognizerSettings(List.of("hg-2020"), HG, Optional.of(pack), false));
    }

    private static Recognition read(List<SceneTile> tiles, Map<String, Mat> pictures, long seed) {
        return recognizer(pictures).recognize(scene(tiles, pictures, seed).decode());
    }

    /** The shared scans by tile id, or the test is skipped. */
    private static Map<String, Mat> pictures() {
        Optional<Path> scans = scans();
        assumeTrue(scans.isPresent(), "shared/real-tiles/hg-2020-scans not found beside the repository");
        OpenCvNative.load();
        return RecognizerBenchCommand.hgScans(scans.get(), HG);
    }

    private static Optional<Path> scans() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path here = p.resolve("shared").resolve("real-tiles").resolve("hg-2020-scans");
            if (Files.isDirectory(here)) {
                return Optional.of(here);
            }
        }
        return Optional.empty();
    }
}
