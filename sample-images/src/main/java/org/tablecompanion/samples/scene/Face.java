package org.tablecompanion.samples.scene;

import java.util.List;

/** A flat polygon of a solid in table space, with its outward normal. */
record Face(List<Vec3> vertices, Vec3 normal) {

    Vec3 centroid() {
        Vec3 sum = new Vec3(0, 0, 0);
        for (Vec3 v : vertices) {
            sum = sum.plus(v);
        }
        return sum.times(1.0 / vertices.size());
    }
}
