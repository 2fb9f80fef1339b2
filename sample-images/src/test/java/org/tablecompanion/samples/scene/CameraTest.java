package org.tablecompanion.samples.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CameraTest {

    private final Camera camera = Camera.lookingAt(1920, 1080, 1300, -0.3, 0.05, new Vec3(30, -20, 0), 40, 125, 900);

    @Test
    void theTargetProjectsToThePrincipalPoint() {
        Point2 p = camera.projectVisible(camera.target());
        assertEquals(camera.cx(), p.x(), 1e-6);
        assertEquals(camera.cy(), p.y(), 1e-6);
    }

    @Test
    void undistortingAProjectedPointGivesBackItsRay() {
        Vec3 world = new Vec3(400, 250, -2);
        Point2 pixel = camera.projectVisible(world);
        Point2 normalized = camera.undistort(pixel);
        Vec3 onPlane = camera.rayOnPlane(normalized.x(), normalized.y(), -2);
        assertEquals(world.x(), onPlane.x(), 1e-6);
        assertEquals(world.y(), onPlane.y(), 1e-6);
    }

    @Test
    void thePlaneHomographyThenDistortionEqualsTheProjection() {
        Mat3 h = camera.planeHomography(-2);
        Vec3 world = new Vec3(-150, 310, -2);
        Point2 undistorted = h.apply(world.x(), world.y());
        Point2 viaHomography = camera.distort((undistorted.x() - camera.cx()) / camera.focalPx(),
                (undistorted.y() - camera.cy()) / camera.focalPx());
        Point2 direct = camera.projectVisible(world);
        assertEquals(direct.x(), viaHomography.x(), 1e-6);
        assertEquals(direct.y(), viaHomography.y(), 1e-6);
    }

    @Test
    void anUntiltedUnturnedCameraSeesNorthUpAndEastRight() {
        Camera top = Camera.lookingAt(640, 480, 500, 0, 0, new Vec3(0, 0, 0), 0, 0, 600);
        Point2 centre = top.projectVisible(new Vec3(0, 0, 0));
        Point2 east = top.projectVisible(new Vec3(50, 0, 0));
        Point2 north = top.projectVisible(new Vec3(0, -50, 0));
        assertTrue(east.x() > centre.x() + 10 && Math.abs(east.y() - centre.y()) < 1e-9);
        assertTrue(north.y() < centre.y() - 10 && Math.abs(north.x() - centre.x()) < 1e-9);
    }

    @Test
    void aTiltedCameraStandsSouthOfItsTargetAndAboveTheTable() {
        Camera tilted = Camera.lookingAt(640, 480, 500, 0, 0, new Vec3(0, 0, 0), 30, 0, 600);
        assertTrue(tilted.centre().y() > 0, "south of the target");
        assertTrue(tilted.centre().z() < 0, "above the table");
        assertEquals(600 * Math.cos(Math.toRadians(30)), -tilted.centre().z(), 1e-9);
    }
}
