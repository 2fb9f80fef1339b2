package org.tablecompanion.recognizer;

import java.util.Optional;
import org.tablecompanion.recognizer.hands.HandSighting;
import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.pipeline.StageLog;

/**
 * The result of recognizing one frame: the observation, the log of the stages (timings and,
 * when kept, each stage's picture; the caller releases it), and the hand seen over the board, if
 * any: its outline in the frame's pixels, and the share of each cell it covers in the
 * observation's board coordinates.
 */
public record Recognition(Observation observation, StageLog log, Optional<HandSighting> hand) {

    public Recognition(Observation observation, StageLog log) {
        this(observation, log, Optional.empty());
    }
}
