package org.tablecompanion.recognizer;

/**
 * The one place the recognizer loads the OpenCV native library (DESIGN.md: loaded once, in one
 * place). Every entry point that touches OpenCV calls {@link #load()} first; later calls cost
 * nothing.
 */
public final class OpenCvNative {

    private OpenCvNative() {
    }

    /** Loads the native library bundled with the openpnp OpenCV jar, once per JVM. */
    public static void load() {
        Holder.touch();
    }

    /** The JVM runs this class initializer exactly once, thread-safely, on first use. */
    private static final class Holder {
        static {
            nu.pattern.OpenCV.loadLocally();
        }

        static void touch() {
            // Initialization above is the whole job.
        }
    }
}
