package org.tablecompanion.engine.catalog;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes a {@link Catalog} as a {@value CatalogDocument#FORMAT} file that people can read and
 * edit: one line per feature, whole edges written as {@code "N"}, defaults left out. Reading the
 * text back with {@link CatalogReader} gives the same catalog.
 */
public final class CatalogWriter {

    private static final ObjectMapper MAPPER = JsonMapper.builder().build();

    /** One JSON value on one line, with a space after ':' and ','. */
    private static final ObjectWriter ONE_LINE = MAPPER.writer(new DefaultPrettyPrinter()
            .withObjectIndenter(new DefaultIndenter("", ""))
            .withArrayIndenter(DefaultPrettyPrinter.NopIndenter.instance)
            .withSeparators(Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                    .withObjectEntrySpacing(Separators.Spacing.AFTER)
                    .withArrayValueSpacing(Separators.Spacing.AFTER)));

    private CatalogWriter() {
    }

    /** The catalog as file text, ending with a newline. */
    public static String write(Catalog catalog) {
        return write(catalog, Optional.empty());
    }

    /** The catalog as file text, with a {@code notes} line (where the tiles come from). */
    public static String write(Catalog catalog, Optional<String> notes) {
        StringBuilder out = new StringBuilder("{\n");
        out.append("  \"format\": ").append(json(CatalogDocument.FORMAT)).append(",\n");
        out.append("  \"id\": ").append(json(catalog.id())).append(",\n");
        out.append("  \"name\": ").append(json(catalog.name())).append(",\n");
        out.append("  \"game\": ").append(json(CatalogSpelling.write(catalog.game()))).append(",\n");
        out.append("  \"startTile\": ").append(json(catalog.startTile())).append(",\n");
        notes.ifPresent(n -> out.append("  \"notes\": ").append(json(n)).append(",\n"));
        out.append("  \"tiles\": [\n");
        for (int t = 0; t < catalog.tiles().size(); t++) {
            TileType tile = catalog.tiles().get(t);
            out.append("    { \"id\": ").append(json(tile.id()))
                    .append(", \"count\": ").append(tile.count())
                    .append(", \"role\": ").append(json(CatalogSpelling.write(tile.role())))
                    .append(", \"features\": [\n");
            for (int f = 0; f < tile.features().size(); f++) {
                out.append("        ").append(json(entry(tile.feature(f))))
                        .append(f + 1 < tile.features().size() ? ",\n" : " ] }");
            }
            out.append(t + 1 < catalog.tiles().size() ? ",\n" : "\n");
        }
        out.append("  ]\n}\n");
        return out.toString();
    }

    /** The file form of one feature, leaving out whatever has its default value. */
    public static CatalogDocument.FeatureEntry entry(FeatureSpec f) {
        Map<String, Integer> animals = null;
        if (!f.animals().isEmpty()) {
            animals = new LinkedHashMap<>();
            for (Animal a : Animal.values()) {
                if (f.animals(a) > 0) {
                    animals.put(CatalogSpelling.write(a), f.animals(a));
                }
            }
        }
        boolean fishWritten = f.terrain() == Terrain.LAKE || f.fish() != 0;
        return new CatalogDocument.FeatureEntry(
                CatalogSpelling.write(f.terrain()),
                f.ports().isEmpty() ? null : portNames(f.ports()),
                f.pennants() != 0 ? f.pennants() : null,
                f.touchesCities().isEmpty() ? null : f.touchesCities(),
                fishWritten ? f.fish() : null,
                f.lake().orElse(null),
                animals,
                f.gold() ? Boolean.TRUE : null,
                f.mushrooms() != 0 ? f.mushrooms() : null,
                f.power().map(CatalogSpelling::write).orElse(null));
    }

    /** Ports in the file's short form: a whole edge as "N", single ports as "N.l". */
    public static List<String> portNames(List<Port> ports) {
        EnumSet<Port> set = ports.isEmpty() ? EnumSet.noneOf(Port.class) : EnumSet.copyOf(ports);
        List<String> names = new ArrayList<>();
        for (Edge edge : Edge.values()) {
            if (set.containsAll(Port.ofEdge(edge))) {
                names.add(edge.name());
            } else {
                Port.ofEdge(edge).stream().filter(set::contains).forEach(p -> names.add(p.notation()));
            }
        }
        return names;
    }

    private static String json(Object value) {
        try {
            return ONE_LINE.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
