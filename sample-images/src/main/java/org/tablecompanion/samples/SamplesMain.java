package org.tablecompanion.samples;

import java.nio.file.Path;

/**
 * Entry point without the companion's command line (e.g. {@code java -cp ...
 * org.tablecompanion.samples.SamplesMain regenerate .}): {@code regenerate [ROOT]} rewrites the
 * committed samples under the repository root; {@code bench [FILE]} writes bench/scenes.json.
 */
public final class SamplesMain {

    private SamplesMain() {
    }

    public static void main(String[] args) {
        String what = args.length > 0 ? args[0] : "";
        try {
            switch (what) {
                case "regenerate" -> CommittedSamples.regenerate(Path.of(args.length > 1 ? args[1] : "."), System.out);
                case "bench" -> SceneBench.run(new SceneBench.Options(
                        Path.of(args.length > 1 ? args[1] : "bench/scenes.json"), 9, 30), System.out);
                default -> {
                    System.err.println("samples: use 'regenerate [ROOT]' or 'bench [FILE]'");
                    System.exit(2);
                }
            }
        } catch (RuntimeException e) {
            System.err.println("samples: " + e.getMessage());
            System.exit(1);
        }
    }
}
