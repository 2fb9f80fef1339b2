package org.tablecompanion.engine.record;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tablecompanion.engine.BadInputException;
import org.tablecompanion.engine.catalog.Catalog;
import org.tablecompanion.engine.catalog.Catalogs;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.events.GameEvent;
import org.tablecompanion.engine.game.Game;
import org.tablecompanion.engine.game.GameSetup;

/**
 * Reads, writes and replays game records. Reader errors are one line naming the source, the
 * JSON location (line, column, path) and what is wrong.
 */
public final class GameRecords {

    /** Rotations are written as clockwise degrees: 0, 90, 180, 270. */
    abstract static class RotationAsDegrees {
        @JsonValue
        abstract int degrees();

        @JsonCreator
        static Rotation ofDegrees(int degrees) {
            return Rotation.ofDegrees(degrees);
        }
    }

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .addMixIn(Rotation.class, RotationAsDegrees.class)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .build();

    private GameRecords() {
    }

    /** The mapper that knows the record's spellings (rotations as degrees); other JSON forms reuse it. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    public static GameRecord read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInputException("record " + file + ": cannot read the file (" + e.getClass().getSimpleName() + ")", e);
        }
        return read(text, file.toString());
    }

    /** A record bundled in the engine jar under {@code /games/}. */
    public static GameRecord bundled(String name) {
        String resource = "/games/" + name;
        try (InputStream in = GameRecords.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new BadInputException("no bundled game '" + name + "'");
            }
            return read(new String(in.readAllBytes(), StandardCharsets.UTF_8), "bundled " + name);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /** Reads and checks a record; {@code source} names it in messages. */
    public static GameRecord read(String json, String source) {
        GameRecord r;
        try {
            r = MAPPER.readValue(json, GameRecord.class);
        } catch (JsonProcessingException e) {
            throw new BadInputException("record " + source + ": " + describe(e), e);
        }
        if (r == null) {
            throw new BadInputException("record " + source + ": empty document");
        }
        if (!GameRecord.FORMAT.equals(r.format())) {
            throw new BadInputException("record " + source + ": format is '" + r.format() + "', expected '"
                    + GameRecord.FORMAT + "' (at /format)");
        }
        if (r.players().isEmpty()) {
            throw new BadInputException("record " + source + ": no players (at /players)");
        }
        if (r.catalogs().isEmpty()) {
            throw new BadInputException("record " + source + ": no catalogs (at /catalogs), e.g. [\"base\"]");
        }
        for (int i = 0; i < r.events().size(); i++) {
            if (r.events().get(i) == null) {
                throw new BadInputException("record " + source + ": event is null (at /events/" + i + ")");
            }
        }
        return r;
    }

    /** "line 4, column 7 (at /events/2/rotation): why". */
    static String describe(JsonProcessingException e) {
        StringBuilder b = new StringBuilder();
        JsonLocation loc = e.getLocation();
        if (loc != null && loc.getLineNr() > 0) {
            b.append("line ").append(loc.getLineNr()).append(", column ").append(loc.getColumnNr());
        }
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
            StringBuilder path = new StringBuilder();
            for (JsonMappingException.Reference ref : m.getPath()) {
                path.append('/').append(ref.getFieldName() != null ? ref.getFieldName() : String.valueOf(ref.getIndex()));
            }
            b.append(b.length() > 0 ? " " : "").append("(at ").append(path).append(')');
        }
        String why = e.getOriginalMessage() == null ? e.getClass().getSimpleName() : e.getOriginalMessage();
        Throwable cause = e.getCause();
        if (cause instanceof IllegalArgumentException || cause instanceof BadInputException) {
            why = cause.getMessage();
        }
        why = why.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
        why = why.replaceAll(" \\(class [^)]*\\)", "").replaceAll("`[a-z.]+\\.([A-Za-z]+)`", "$1");
        return (b.length() > 0 ? b + ": " : "") + why;
    }

    /** The record as JSON: the header indented, one event per line (diffs read well). */
    public static String write(GameRecord record) {
        try {
            StringBuilder b = new StringBuilder();
            b.append("{\n");
            b.append("  \"format\": ").append(MAPPER.writeValueAsString(record.format())).append(",\n");
            b.append("  \"players\": [\n");
            for (int i = 0; i < record.players().size(); i++) {
                b.append("    ").append(MAPPER.writeValueAsString(record.players().get(i)))
                        .append(i + 1 < record.players().size() ? ",\n" : "\n");
            }
            b.append("  ],\n");
            b.append("  \"catalogs\": ").append(MAPPER.writeValueAsString(record.catalogs())).append(",\n");
            b.append("  \"rules\": ").append(MAPPER.writeValueAsString(record.rules())).append(",\n");
            b.append("  \"events\": [\n");
            for (int i = 0; i < record.events().size(); i++) {
                b.append("    ").append(MAPPER.writerFor(GameEvent.class).writeValueAsString(record.events().get(i)))
                        .append(i + 1 < record.events().size() ? ",\n" : "\n");
            }
            b.append("  ]\n}\n");
            return b.toString();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a game record", e);
        }
    }

    public static void write(GameRecord record, Path file) {
        try {
            Files.writeString(file, write(record), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** The combined catalog of a record's catalog list (built-in ids or files). */
    public static Catalog catalog(List<String> catalogs) {
        List<Catalog> parts = new ArrayList<>();
        for (String c : catalogs) {
            parts.add(Catalogs.resolve(c));
        }
        return Catalogs.combine(parts.toArray(Catalog[]::new));
    }

    public static GameSetup setup(GameRecord record) {
        return new GameSetup(record.players(), catalog(record.catalogs()), record.rules());
    }

    /** Replays a record; a bad event throws {@link BadInputException} naming it. */
    public static Game replay(GameRecord record) {
        return Game.replay(setup(record), record.events());
    }

    /** Replays a record; errors start with "record SOURCE: " so the user knows which file. */
    public static Game replay(GameRecord record, String source) {
        try {
            return replay(record);
        } catch (BadInputException e) {
            throw new BadInputException("record " + source + ": " + e.getMessage(), e);
        }
    }

    /** The record of a game played with the given catalog list. */
    public static GameRecord of(Game game, List<String> catalogs) {
        return GameRecord.of(game.setup().players(), catalogs, game.setup().rules(), game.events());
    }
}
