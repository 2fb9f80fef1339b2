package org.tablecompanion.engine.game;

/**
 * Something on the table breaks a rule; it was accepted anyway.
 *
 * @param event index in the game record of the event that caused it
 * @param rule the rule broken
 * @param message what happened, where, and the rule in words
 */
public record Warning(int event, RuleBreak rule, String message) {
}
