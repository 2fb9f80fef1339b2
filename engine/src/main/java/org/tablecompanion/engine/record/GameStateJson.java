package org.tablecompanion.engine.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import java.util.Map;
import org.tablecompanion.engine.board.PlacedTile;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.game.Warning;
import org.tablecompanion.engine.players.Figure;
import org.tablecompanion.engine.players.FigureKind;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.TrackPosition;
import org.tablecompanion.engine.scoring.Award;
import org.tablecompanion.engine.scoring.Scoring;

/**
 * The JSON form of a {@link GameState} ({@value #FORMAT}): what {@code companion score --json}
 * prints and what a UI or a script can read. Positions are {@code [x, y]}; a feature is named by
 * its anchor part {@code {"x":..,"y":..,"feature":..}}.
 */
public final class GameStateJson {

    public static final String FORMAT = "tablecompanion-state/1";

    private GameStateJson() {
    }

    public static String write(GameState s) {
        try {
            return GameRecords.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(tree(s)) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a game state", e);
        }
    }

    public static ObjectNode tree(GameState s) {
        ObjectNode root = GameRecords.mapper().createObjectNode();
        root.put("format", FORMAT);
        root.set("rules", GameRecords.mapper().valueToTree(s.rules()));
        root.put("turn", s.turn());
        if (s.turnPlayer().isPresent()) {
            root.put("turnPlayer", s.turnPlayer().get().spelling());
        }
        root.put("ended", s.ended());
        root.put("bonusTileDue", s.bonusTileDue());
        ArrayNode players = root.putArray("players");
        for (Player p : s.players()) {
            ObjectNode n = players.addObject();
            n.put("name", p.name());
            n.put("colour", p.colour().spelling());
            n.put("score", s.score(p.colour()));
            TrackPosition track = s.track(p.colour());
            ObjectNode t = n.putObject("track");
            t.put("space", track.space());
            ArrayNode cards = t.putArray("cards");
            track.cards().forEach(cards::add);
            ObjectNode supply = n.putObject("supply");
            for (Map.Entry<FigureKind, Integer> e : s.supplies().getOrDefault(p.colour(), Map.of()).entrySet()) {
                supply.put(e.getKey().spelling(), e.getValue());
            }
        }
        ArrayNode tiles = root.putArray("tiles");
        for (PlacedTile t : s.board().tiles()) {
            ObjectNode n = tiles.addObject();
            n.put("tile", t.type().id());
            n.put("x", t.x());
            n.put("y", t.y());
            n.put("rotation", t.rotation().degrees());
        }
        ArrayNode figures = root.putArray("figures");
        for (Figure f : s.figures()) {
            ObjectNode n = figures.addObject();
            n.put("player", f.owner().spelling());
            n.put("kind", f.kind().spelling());
            n.put("role", lower(f.role().name()));
            n.put("x", f.position().x());
            n.put("y", f.position().y());
            n.put("feature", f.at().index());
        }
        ArrayNode features = root.putArray("features");
        for (Feature f : s.features().all()) {
            ObjectNode n = features.addObject();
            n.put("terrain", lower(f.terrain().name()));
            n.set("anchor", part(f.anchor()));
            n.set("tiles", positions(f.tiles()));
            if (f.pennants() > 0) {
                n.put("pennants", f.pennants());
            }
            n.put("openPorts", f.openPorts().size());
            n.put("complete", f.complete());
        }
        ArrayNode scorings = root.putArray("scorings");
        for (Scoring sc : s.scorings()) {
            ObjectNode n = scorings.addObject();
            n.put("turn", sc.turn());
            n.put("phase", lower(sc.phase().name()));
            n.put("terrain", lower(sc.terrain().name()));
            n.set("feature", part(sc.feature()));
            n.set("tiles", positions(sc.tiles()));
            ObjectNode figs = n.putObject("figures");
            sc.figures().forEach((c, k) -> figs.put(c.spelling(), k));
            ObjectNode awards = n.putObject("awards");
            for (Award a : sc.awards()) {
                awards.put(a.player().spelling(), a.points());
            }
            n.put("explanation", sc.explanation());
        }
        ArrayNode warnings = root.putArray("warnings");
        for (Warning w : s.warnings()) {
            ObjectNode n = warnings.addObject();
            n.put("event", w.event());
            n.put("rule", lower(w.rule().name()).replace('_', '-'));
            n.put("message", w.message());
        }
        ObjectNode left = root.putObject("tilesLeft");
        s.tilesLeft().forEach(left::put);
        return root;
    }

    private static ObjectNode part(FeaturePart p) {
        ObjectNode n = GameRecords.mapper().createObjectNode();
        n.put("x", p.position().x());
        n.put("y", p.position().y());
        n.put("feature", p.index());
        return n;
    }

    private static ArrayNode positions(java.util.List<Position> list) {
        ArrayNode a = GameRecords.mapper().createArrayNode();
        for (Position p : list) {
            a.addArray().add(p.x()).add(p.y());
        }
        return a;
    }

    private static String lower(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
