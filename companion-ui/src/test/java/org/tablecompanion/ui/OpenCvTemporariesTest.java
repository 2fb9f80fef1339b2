package org.tablecompanion.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No OpenCV call of ours is handed a matrix that nothing holds. OpenCV's Java {@code Mat} frees
 * its native matrix in a finalizer, and once a wrapper's {@code nativeObj} has been read the JIT
 * may take an argument built inline (or a list of them) for unreachable: its finalizer can then
 * free the matrix while the native call still reads it, and OpenCV fails with {@code 0 <= _dims}
 * in {@code Mat::setSize} (a CI run failed so, rendering tiles; under GC pressure a temporary
 * polygon failed within 54,000-150,000 calls, a held and released one not in 260,000). Such an
 * argument is held in a local and released after the call. This reads every module's sources for
 * the inline forms; a local not used after its call is the same fault, which the code review
 * checks.
 */
class OpenCvTemporariesTest {

    /** Static OpenCV calls ({@code Photo} is the scene generator's own class, not OpenCV's). */
    private static final Pattern CALL = Pattern.compile("\\b(Imgproc|Core|Calib3d|Imgcodecs|Video|Objdetect)\\.[a-z]\\w*\\(");
    /** An argument that builds a matrix nothing else holds. */
    private static final Pattern TEMPORARY = Pattern.compile("new (org\\.opencv\\.core\\.)?Mat(Of\\w+)?\\("
            + "|getStructuringElement\\(|\\bMat\\.(ones|zeros|eye)\\(|\\.clone\\(\\)|\\.submat\\(|\\.reshape\\("
            + "|(List\\.of|Arrays\\.asList)\\([^)]*\\(");
    /** A matrix made and used in one expression: {@code a.submat(r).clone()}, {@code a.clone().get(...)}. */
    private static final Pattern CHAINED = Pattern.compile("\\.(submat|clone|reshape)\\([^;]*?\\)\\.(clone|get|put|copyTo|convertTo|setTo)\\(");
    /** A temporary window as the target of a copy: {@code a.copyTo(b.submat(r))}. */
    private static final Pattern INTO_WINDOW = Pattern.compile("\\.(copyTo|convertTo)\\(\\s*\\w+\\.submat\\(");

    /** This test, and the one that shows the race by building a polygon inline on purpose. */
    private static final Set<String> ON_PURPOSE = Set.of("OpenCvTemporariesTest.java", "FinalizerRaceTest.java");

    @Test
    void noOpenCvCallIsHandedAMatrixNothingHolds() {
        List<String> found = new ArrayList<>();
        List<Path> sources = sources();
        for (Path file : sources) {
            String text = read(file);
            Matcher call = CALL.matcher(text);
            while (call.find()) {
                for (String argument : arguments(text, call.end())) {
                    if (TEMPORARY.matcher(argument).find()) {
                        found.add(where(file, text, call.start()) + ": " + argument.strip());
                    }
                }
            }
            for (Pattern p : List.of(CHAINED, INTO_WINDOW)) {
                Matcher m = p.matcher(text);
                while (m.find()) {
                    found.add(where(file, text, m.start()) + ": " + m.group());
                }
            }
        }
        assertTrue(sources.size() > 300, "read only " + sources.size() + " source files");
        assertEquals(List.of(), found, "matrices built inline for an OpenCV call: hold each in a local and release it after");
    }

    private static List<Path> sources() {
        // The tests run in their module's folder; every module is a folder beside it.
        Path root = Path.of("").toAbsolutePath().getParent();
        List<Path> out = new ArrayList<>();
        for (String module : List.of("engine", "sample-images", "calibration", "recognizer", "companion-ui")) {
            try (Stream<Path> files = Files.walk(root.resolve(module).resolve("src"))) {
                files.filter(p -> p.toString().endsWith(".java"))
                        .filter(p -> !ON_PURPOSE.contains(p.getFileName().toString()))
                        .forEach(out::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The top-level arguments of the call whose opening bracket ends at {@code from}. */
    private static List<String> arguments(String text, int from) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int start = from;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                if (depth == 0) {
                    out.add(text.substring(start, i));
                    return out;
                }
                depth--;
            } else if (c == ',' && depth == 0) {
                out.add(text.substring(start, i));
                start = i + 1;
            }
        }
        return out;
    }

    private static String where(Path file, String text, int at) {
        return file.getFileName() + ":" + (text.substring(0, at).chars().filter(c -> c == '\n').count() + 1);
    }
}
