package org.tablecompanion.ui.cli;

import picocli.CommandLine.Option;

/** {@code --scenes N} of the calibrate and teach benchmarks. */
final class SceneCountOption {

    @Option(names = "--scenes", paramLabel = "N", defaultValue = "8", description = "how many scenes (default 8)")
    private int scenes;

    /** The number of scenes, at least one. */
    int scenes() {
        if (scenes < 1) {
            throw new UserInputException("--scenes must be at least 1");
        }
        return scenes;
    }
}
