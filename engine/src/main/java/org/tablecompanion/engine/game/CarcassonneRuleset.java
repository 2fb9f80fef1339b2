package org.tablecompanion.engine.game;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Role;
import org.tablecompanion.engine.scoring.CityScoring;
import org.tablecompanion.engine.scoring.FieldScoring;
import org.tablecompanion.engine.scoring.MonasteryScoring;
import org.tablecompanion.engine.scoring.RoadScoring;
import org.tablecompanion.engine.scoring.TerrainScoring;

/** The base game (and the River, which adds placement rules but no scoring): 7 followers each. */
public final class CarcassonneRuleset implements Ruleset {

    private static final List<TerrainScoring> SCORINGS = List.of(
            new RoadScoring(), new CityScoring(), new MonasteryScoring(), new FieldScoring());

    @Override
    public Map<FigureKind, Integer> supply() {
        return Map.of(FigureKind.FOLLOWER, 7);
    }

    @Override
    public Set<Role> roles() {
        return Set.of(Role.KNIGHT, Role.THIEF, Role.MONK, Role.FARMER);
    }

    @Override
    public List<TerrainScoring> scorings() {
        return SCORINGS;
    }
}
