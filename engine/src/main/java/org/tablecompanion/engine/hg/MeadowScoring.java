package org.tablecompanion.engine.hg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Power;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.scoring.Award;
import org.tablecompanion.engine.scoring.Majority;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringContext;
import org.tablecompanion.engine.scoring.ScoringPhase;
import org.tablecompanion.engine.scoring.TerrainScoring;

/**
 * Meadows and their hunters, at the end only, closed or not: the majority of hunters scores the
 * meadow's animals ({@link MeadowTally}: 2 per deer, mammoth and aurochs, each tiger eating one
 * deer; 2020 printing: mammoth 3, aurochs 2, deer 1). A hunter set beside the dolmen makes its
 * owner the meadow's only scorer however many hunters others have there (both seeds).
 */
final class MeadowScoring implements TerrainScoring {

    @Override
    public List<Scoring> completed(List<Feature> completedThisTurn, ScoringContext context) {
        return List.of(); // meadows are never scored during the game (both seeds)
    }

    @Override
    public List<Scoring> endOfGame(ScoringContext context) {
        FeatureLookup lookup = FeatureLookup.of(context);
        HgEdition edition = context.rules().hgEdition();
        Map<FeaturePart, Position> usedUp = null;
        List<Scoring> result = new ArrayList<>();
        for (Feature meadow : context.features()) {
            if (meadow.terrain() != Terrain.MEADOW) {
                continue;
            }
            List<Figure> figures = context.figuresOn(meadow);
            Majority m = Majority.of(figures, Role.HUNTER);
            if (m.isEmpty()) {
                continue;
            }
            if (usedUp == null) {
                usedUp = HuntingTraps.usedUp(context.board(), edition);
            }
            MeadowTally tally = MeadowTally.of(meadow.parts(), meadow, lookup, edition, usedUp);
            String value = "meadow on " + Words.tiles(meadow.tileCount()) + " " + Words.squares(meadow.tiles()) + ": "
                    + tally.explanation();
            List<Figure> atDolmen = figures.stream()
                    .filter(f -> f.role() == Role.HUNTER && lookup.spec(f.at()).power().orElse(null) == Power.DOLMEN)
                    .toList();
            if (atDolmen.isEmpty()) {
                result.add(m.award(context.turn(), ScoringPhase.END_OF_GAME, meadow, Role.HUNTER, tally.points(), value));
                continue;
            }
            Majority owners = Majority.of(atDolmen, Role.HUNTER);
            List<Award> awards = new ArrayList<>();
            for (PlayerColour w : owners.winners()) {
                awards.add(new Award(w, tally.points()));
            }
            String explanation = value + "; " + m.describe(Role.HUNTER) + "; the dolmen at "
                    + atDolmen.get(0).position() + ": " + String.join(" and ",
                            owners.winners().stream().map(PlayerColour::spelling).toList())
                    + "'s hunter beside it makes " + (owners.winners().size() == 1 ? "that player" : "them")
                    + " the only scorer: " + owners.describeWinners(tally.points());
            result.add(new Scoring(context.turn(), ScoringPhase.END_OF_GAME, Terrain.MEADOW, meadow.anchor(),
                    meadow.tiles(), m.counts(), awards, explanation));
        }
        return result;
    }
}
