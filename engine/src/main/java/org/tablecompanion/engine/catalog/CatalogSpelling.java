package org.tablecompanion.engine.catalog;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * How enum values are spelled in catalog files: lower case, words joined by '-' (reading also
 * accepts '_' and any case, so {@code wild_fire}, {@code wild-fire} and {@code WILD_FIRE} are one
 * power). One place for it so every file format of the project spells names the same way.
 */
public final class CatalogSpelling {

    private CatalogSpelling() {
    }

    /** The value named by {@code text}, if any. */
    public static <E extends Enum<E>> Optional<E> read(Class<E> type, String text) {
        String key = text.trim().replace('-', '_').toUpperCase(Locale.ROOT);
        for (E value : type.getEnumConstants()) {
            if (value.name().equals(key)) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }

    /** The spelling written to files: {@code RIVER_SPRING} becomes {@code river-spring}. */
    public static String write(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Every spelling of the type, for error messages: "city, road, field". */
    public static String choices(Class<? extends Enum<?>> type) {
        return Arrays.stream(type.getEnumConstants()).map(CatalogSpelling::write)
                .collect(Collectors.joining(", "));
    }
}
