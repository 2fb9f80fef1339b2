package org.tablecompanion.samples.scene;

/**
 * A specular reflection of a lamp on the glossy tiles: fixed on the table for a fixed camera.
 *
 * @param x centre, table mm
 * @param y centre, table mm
 * @param radiusMm Gaussian radius
 * @param strength peak brightness added, 8-bit levels
 */
public record GlareSpot(double x, double y, double radiusMm, double strength) {
}
