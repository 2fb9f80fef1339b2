package org.tablecompanion.recognizer;

import org.tablecompanion.recognizer.observation.Observation;
import org.tablecompanion.recognizer.pipeline.StageLog;

/**
 * The result of recognizing one frame: the observation and the log of the stages (timings and,
 * when kept, each stage's picture; the caller releases it).
 */
public record Recognition(Observation observation, StageLog log) {
}
