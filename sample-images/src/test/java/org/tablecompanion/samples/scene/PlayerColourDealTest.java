package org.tablecompanion.samples.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablecompanion.engine.players.PlayerColour;

class PlayerColourDealTest {

    private static final List<PlayerColour> THREE = List.of(PlayerColour.RED, PlayerColour.BLUE, PlayerColour.YELLOW);

    @Test
    void fiveSeedsInARowGiveEveryBoxColourToSomePlayer() {
        Set<PlayerColour> dealt = EnumSet.noneOf(PlayerColour.class);
        for (long seed = 1000; seed < 1005; seed++) {
            dealt.addAll(PlayerColourDeal.deal(THREE, seed).values());
        }
        assertEquals(EnumSet.copyOf(PlayerColourDeal.BOARD_GAME_COLOURS), dealt);
    }

    @Test
    void theSameSeedDealsTheSameColoursAndNoTwoPlayersShareOne() {
        Map<PlayerColour, PlayerColour> deal = PlayerColourDeal.deal(THREE, 1003);
        assertEquals(deal, PlayerColourDeal.deal(THREE, 1003));
        assertEquals(3, Set.copyOf(deal.values()).size());
    }

    @Test
    void aDealtBoardKeepsEveryFigureWhereItStands() {
        SceneBoard board = new SceneBoard(List.of("base"), List.of(new SceneTile("base", "D", 0, 0,
                org.tablecompanion.engine.catalog.Rotation.R0)), List.of(
                SceneFigure.of(PlayerColour.RED, FigureForm.STANDING, 0, 0, 1),
                SceneFigure.of(PlayerColour.BLUE, FigureForm.LYING, 0, 0, 2)));
        SceneBoard dealt = PlayerColourDeal.deal(board, 1004);
        assertEquals(List.of(PlayerColour.BLACK, PlayerColour.RED), dealt.figures().stream().map(SceneFigure::colour).toList());
        assertEquals(board.tiles(), dealt.tiles());
        assertEquals(List.of(1, 2), dealt.figures().stream().map(SceneFigure::feature).toList());
    }
}
