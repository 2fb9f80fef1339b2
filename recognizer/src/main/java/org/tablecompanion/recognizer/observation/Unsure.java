package org.tablecompanion.recognizer.observation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Something to ask the players about.
 *
 * @param x board column
 * @param y board row
 * @param what "tile" or "figure" or "board"
 * @param reason why, in words
 */
@JsonPropertyOrder({"x", "y", "what", "reason"})
public record Unsure(int x, int y, String what, String reason) {
}
