package org.tablecompanion.calibration.pack;

/**
 * An appearance pack the table uses.
 *
 * @param catalog id of the catalog whose tiles it shows ({@code base}, {@code river}, {@code hg-2020}, ...)
 * @param path its folder; a relative path is read from the calibration file's folder
 * @param source how it was made: {@code teach} (photos of laid-out tiles) or {@code import} (scans)
 * @param tiles how many tile pictures it holds
 */
public record PackUse(String catalog, String path, String source, int tiles) {

    public PackUse {
        if (catalog == null || catalog.isBlank()) {
            throw new IllegalArgumentException("packs[].catalog must name a catalog");
        }
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("packs[].path must name the pack's folder");
        }
        if (source == null || source.isBlank()) {
            source = "import";
        }
        if (tiles < 0) {
            throw new IllegalArgumentException("packs[].tiles must not be negative, got " + tiles);
        }
    }
}
