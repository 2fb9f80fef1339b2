package org.tablecompanion.recognizer.observation;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** Reads and writes observations as JSON. */
public final class Observations {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Observations() {
    }

    public static String toJson(Observation o) {
        try {
            return MAPPER.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write an observation", e);
        }
    }

    public static Observation fromJson(String json) {
        try {
            Observation o = MAPPER.readValue(json, Observation.class);
            if (!Observation.FORMAT.equals(o.format())) {
                throw new IllegalArgumentException("not an observation: format is '" + o.format() + "', expected "
                        + Observation.FORMAT);
            }
            return o;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not an observation: " + e.getOriginalMessage());
        }
    }

    public static void write(Observation o, Path file) {
        try {
            MAPPER.writeValue(file.toFile(), o);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
