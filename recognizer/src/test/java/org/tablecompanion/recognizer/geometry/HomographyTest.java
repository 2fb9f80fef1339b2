package org.tablecompanion.recognizer.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class HomographyTest {

    private static final Homography KNOWN = Homography.of(1.2, 0.1, 30, -0.05, 0.9, 12, 1e-4, -2e-4, 1);

    @Test
    void fitRecoversAHomographyFromPointPairs() {
        List<Vec2> from = new ArrayList<>();
        List<Vec2> to = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 4; j++) {
                Vec2 p = new Vec2(i * 100, j * 80);
                from.add(p);
                to.add(KNOWN.apply(p));
            }
        }
        Homography fitted = Homography.fit(from, to);
        Vec2 probe = new Vec2(237, 141);
        assertEquals(KNOWN.apply(probe).x(), fitted.apply(probe).x(), 1e-6);
        assertEquals(KNOWN.apply(probe).y(), fitted.apply(probe).y(), 1e-6);
    }

    @Test
    void inverseUndoesTheMap() {
        Vec2 p = new Vec2(321, -45);
        Vec2 back = KNOWN.inverse().apply(KNOWN.apply(p));
        assertEquals(p.x(), back.x(), 1e-9);
        assertEquals(p.y(), back.y(), 1e-9);
    }

    @Test
    void afterComposesRightToLeft() {
        Homography shift = Homography.affine(1, 0, 5, 0, 1, 0);
        Homography scale = Homography.affine(2, 0, 0, 0, 2, 0);
        Vec2 p = shift.after(scale).apply(1, 1);
        assertEquals(7, p.x(), 1e-12);
        assertEquals(2, p.y(), 1e-12);
    }
}
