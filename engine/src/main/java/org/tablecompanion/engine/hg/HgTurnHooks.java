package org.tablecompanion.engine.hg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Power;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileRole;
import org.tablecompanion.engine.catalog.TileType;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.game.RuleBreak;
import org.tablecompanion.engine.game.TurnHooks;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.rules.HgEdition;
import org.tablecompanion.engine.scoring.Award;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringContext;
import org.tablecompanion.engine.scoring.ScoringPhase;

/**
 * H&amp;G's memory across tiles.
 *
 * <p><b>Bonus tiles</b> (both seeds): when a turn's tile completes a forest holding gold (a
 * menhir in the 2020 printing), after scoring, the player who laid that tile (not necessarily the
 * scorer) draws one bonus tile and lays it at once, however many such forests closed; a bonus
 * tile never earns another (no chain); none when the bonus pile is empty. The game ends with the
 * turn of the last land tile, a bonus tile it earned included (Polish seed: "the end of the turn
 * in which the last land tile - not a bonus tile! - is placed"). The record marks bonus tiles
 * ({@code TilePlaced.bonus}); a bonus tile without a right, an owed one that never came, or a tile
 * from the wrong pile gives a warning.
 *
 * <p><b>Powers acting when their tile is laid</b> (2020 printing): the hunting trap scores its
 * share of the meadow for the player who laid it; the logboat scores 2 per lake of its river
 * system for that player; the shaman lets that player take one of their tribe members back.
 */
final class HgTurnHooks implements TurnHooks {

    private final HgEdition edition;
    private final int bonusPile;
    private int bonusLaid;
    private boolean owed;
    private String whyNone = "no tile has completed a forest with gold yet";
    private boolean shamanReady;

    HgTurnHooks(Catalog catalog, HgEdition edition) {
        this.edition = edition;
        this.bonusPile = catalog.tilesWithRole(TileRole.BONUS).stream().mapToInt(TileType::count).sum();
    }

    private HgTurnHooks(HgTurnHooks o) {
        edition = o.edition;
        bonusPile = o.bonusPile;
        bonusLaid = o.bonusLaid;
        owed = o.owed;
        whyNone = o.whyNone;
        shamanReady = o.shamanReady;
    }

    @Override
    public TurnHooks copy() {
        return new HgTurnHooks(this);
    }

    @Override
    public List<Problem> beforeTile(TileType type, Position position, boolean bonus) {
        List<Problem> problems = new ArrayList<>();
        boolean fromBonusPile = type.role() == TileRole.BONUS;
        if (bonus && !fromBonusPile) {
            problems.add(new Problem(RuleBreak.WRONG_PILE, "laid as a bonus tile, but " + type.id()
                    + " is a land tile"));
        } else if (!bonus && fromBonusPile) {
            problems.add(new Problem(RuleBreak.WRONG_PILE, type.id() + " is a bonus tile, laid as a turn's tile"));
        }
        if (bonus && !owed) {
            problems.add(new Problem(RuleBreak.BONUS_WITHOUT_RIGHT, "no bonus tile is due: " + whyNone));
        } else if (!bonus && owed) {
            problems.add(new Problem(RuleBreak.BONUS_MISSING, "the tile before completed a forest with gold, but "
                    + "its player's bonus tile never came"));
        }
        owed = false;
        whyNone = "the tile before completed no forest with gold";
        if (fromBonusPile) {
            bonusLaid++;
        }
        shamanReady = HgValues.active(Power.SHAMAN, edition) && has(type, Power.SHAMAN);
        return problems;
    }

    @Override
    public List<Scoring> afterTile(ClosedTile closed, ScoringContext context) {
        FeatureLookup lookup = FeatureLookup.of(context);
        boolean gold = closed.completed().stream()
                .anyMatch(f -> f.terrain() == Terrain.FOREST && ForestScoring.hasGold(f, lookup));
        owed = false;
        if (gold) {
            if (closed.player().isEmpty()) {
                whyNone = "the start tile earns no bonus tile";
            } else if (closed.bonus()) {
                whyNone = "the tile before was itself a bonus tile, and a bonus tile never earns another (no chain)";
            } else if (bonusLaid >= bonusPile) {
                whyNone = "the bonus pile is empty (" + bonusPile + " bonus tiles laid)";
            } else {
                owed = true;
            }
        }
        List<Scoring> result = new ArrayList<>();
        if (closed.player().isPresent()) {
            huntingTrap(closed, context, lookup).ifPresent(result::add);
            logboat(closed, context, lookup).ifPresent(result::add);
        }
        return result;
    }

    @Override
    public List<Problem> figureReturned(Figure figure, Optional<PlayerColour> turnPlayer) {
        if (!shamanReady) {
            String why = HgValues.active(Power.SHAMAN, edition)
                    ? "only the shaman lets a figure go back unscored, once, in the turn its tile is laid (2020 printing)"
                    : "the classic rules have no power that takes a figure back (the shaman acts only under the"
                            + " 2020 printing's rules)";
            return List.of(new Problem(RuleBreak.FIGURE_RETURNED, why));
        }
        if (turnPlayer.isEmpty() || figure.owner() != turnPlayer.get()) {
            return List.of(new Problem(RuleBreak.FIGURE_RETURNED, "the shaman lets the player who laid it take back one"
                    + " of their own figures (2020 printing)"));
        }
        if (figure.kind() == FigureKind.HUT) {
            return List.of(new Problem(RuleBreak.FIGURE_RETURNED, "huts never return; the shaman takes back a tribe"
                    + " member (2020 printing)"));
        }
        shamanReady = false;
        return List.of();
    }

    @Override
    public List<Problem> beforeEnd() {
        if (owed) {
            owed = false;
            return List.of(new Problem(RuleBreak.BONUS_MISSING, "the last tile completed a forest with gold, but its"
                    + " player's bonus tile never came (the game ends after that turn, bonus tile included)"));
        }
        return List.of();
    }

    @Override
    public boolean bonusTileDue() {
        return owed;
    }

    /** Hunting trap (2020 printing): its share of the meadow scores now, for the player who laid it. */
    private Optional<Scoring> huntingTrap(ClosedTile closed, ScoringContext context, FeatureLookup lookup) {
        PlacedTile tile = closed.tile();
        for (int i = 0; i < tile.featureCount(); i++) {
            if (!HuntingTraps.isTrap(tile.feature(i)) || !HgValues.active(Power.HUNTING_TRAP, edition)) {
                continue;
            }
            Map<FeaturePart, Position> usedUp = HuntingTraps.usedUp(context.board(), edition);
            Feature meadow = lookup.featureOf(new FeaturePart(tile.position(), i)).orElseThrow();
            List<FeaturePart> share = HuntingTraps.share(meadow, tile.position());
            Map<FeaturePart, Position> earlier = new java.util.HashMap<>(usedUp);
            share.forEach(p -> {
                if (tile.position().equals(earlier.get(p))) {
                    earlier.remove(p);
                }
            });
            MeadowTally tally = MeadowTally.of(share, meadow, lookup, edition, earlier);
            PlayerColour player = closed.player().orElseThrow();
            String text = "hunting trap at " + tile.position() + " (2020 printing): the meadow's animals on it and the"
                    + " 8 tiles around it: " + tally.explanation() + "; " + player.spelling() + ", who laid it, scores "
                    + tally.points() + "; those animals are used up";
            return Optional.of(new Scoring(context.turn(), ScoringPhase.COMPLETED, Terrain.MEADOW, meadow.anchor(),
                    share.stream().map(FeaturePart::position).distinct().toList(), Map.of(),
                    List.of(new Award(player, tally.points())), text));
        }
        return Optional.empty();
    }

    /** Logboat (2020 printing): 2 per lake of its river system, now, for the player who laid it. */
    private Optional<Scoring> logboat(ClosedTile closed, ScoringContext context, FeatureLookup lookup) {
        if (!HgValues.active(Power.LOGBOAT, edition)) {
            return Optional.empty();
        }
        PlacedTile tile = closed.tile();
        for (int i = 0; i < tile.featureCount(); i++) {
            if (tile.feature(i).power().orElse(null) != Power.LOGBOAT) {
                continue;
            }
            RiverSystem system = RiverSystems.containing(new FeaturePart(tile.position(), i), lookup).orElse(null);
            if (system == null) {
                continue;
            }
            int lakes = system.lakes().size();
            int points = HgValues.LOGBOAT_PER_LAKE * lakes;
            PlayerColour player = closed.player().orElseThrow();
            List<String> where = system.lakes().stream().map(l -> l.anchor().position().toString()).toList();
            String text = "logboat at " + tile.position() + " (2020 printing): its river system holds "
                    + Words.lakes(lakes) + " (at " + String.join(" ", where) + ") x" + HgValues.LOGBOAT_PER_LAKE
                    + " = " + points + "; " + player.spelling() + ", who laid it, scores " + points;
            return Optional.of(new Scoring(context.turn(), ScoringPhase.COMPLETED, Terrain.LAKE,
                    new FeaturePart(tile.position(), i), system.tiles(), Map.of(),
                    List.of(new Award(player, points)), text));
        }
        return Optional.empty();
    }

    private static boolean has(TileType type, Power power) {
        for (FeatureSpec f : type.features()) {
            if (f.power().orElse(null) == power) {
                return true;
            }
        }
        return false;
    }
}
