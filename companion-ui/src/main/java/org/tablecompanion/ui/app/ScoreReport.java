package org.tablecompanion.ui.app;

import java.util.List;
import java.util.Locale;
import org.tablecompanion.engine.game.GameState;
import org.tablecompanion.engine.players.Player;
import org.tablecompanion.engine.players.PlayerColour;
import org.tablecompanion.engine.scoring.Award;
import org.tablecompanion.engine.scoring.Scoring;
import org.tablecompanion.engine.scoring.ScoringPhase;
import org.tablecompanion.ui.app.session.RecordView;

/**
 * The companion's answer when no window can open: the game's score breakdown as plain text (every
 * scoring with its explanation, then the final scoring as the game ended or would end now, then
 * the totals as the track and the 50/100 cards show them).
 */
public final class ScoreReport {

    private ScoreReport() {
    }

    public static String of(RecordView view) {
        GameState now = view.state();
        GameState end = view.finalState();
        StringBuilder b = new StringBuilder();
        b.append(view.open().title()).append(": ").append(view.catalog().name()).append(", ")
                .append(now.players().size()).append(now.players().size() == 1 ? " player, " : " players, ")
                .append(now.board().size()).append(" tiles on the table, ")
                .append(now.ended() ? "game over" : "turn " + now.turn() + " (not over)").append('\n');
        b.append("Players: ");
        b.append(String.join(", ", now.players().stream().map(p -> p.name() + " (" + p.colour().spelling() + ")").toList()));
        b.append("\n\n");

        List<Scoring> during = end.scorings().stream().filter(s -> s.phase() == ScoringPhase.COMPLETED).toList();
        b.append("Scored during the game (").append(during.size()).append("):\n");
        for (Scoring s : during) {
            line(b, s, "turn " + s.turn());
        }
        List<Scoring> finals = end.scorings().stream().filter(s -> s.phase() == ScoringPhase.END_OF_GAME).toList();
        b.append('\n').append(now.ended() ? "Final scoring" : "Final scoring if the game ended now")
                .append(" (").append(finals.size()).append("):\n");
        for (Scoring s : finals) {
            line(b, s, "end");
        }
        b.append('\n').append(now.ended() ? "Totals:" : "Totals if the game ended now:").append('\n');
        int width = now.players().stream().mapToInt(p -> p.name().length() + p.colour().spelling().length() + 3).max().orElse(8);
        for (Player p : end.players()) {
            String who = p.name() + " (" + p.colour().spelling() + ")";
            b.append("  ").append(pad(who, width + 1)).append(String.format(Locale.ROOT, "%5d", end.score(p.colour())))
                    .append("   track: ").append(end.track(p.colour()).describe()).append('\n');
        }
        List<PlayerColour> leaders = end.leaders();
        if (!leaders.isEmpty() && end.score(leaders.get(0)) > 0) {
            b.append(leaders.size() == 1 ? "Winner: " : "Tied for the lead: ");
            b.append(String.join(", ", leaders.stream().map(c -> end.player(c).map(Player::name).orElse(c.spelling())).toList()));
            b.append('\n');
        }
        return b.toString();
    }

    private static void line(StringBuilder b, Scoring s, String when) {
        StringBuilder awards = new StringBuilder();
        for (Award a : s.awards()) {
            if (awards.length() > 0) {
                awards.append(' ');
            }
            awards.append(a.player().spelling()).append(" +").append(a.points());
        }
        b.append("  ").append(pad(when, 8)).append(pad(awards.toString(), 18)).append(s.explanation()).append('\n');
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s + " " : s + " ".repeat(width - s.length());
    }
}
