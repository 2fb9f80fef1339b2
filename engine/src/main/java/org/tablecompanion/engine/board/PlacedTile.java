package org.tablecompanion.engine.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tablecompanion.engine.catalog.Edge;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Port;
import org.tablecompanion.engine.catalog.Rotation;
import org.tablecompanion.engine.catalog.Terrain;
import org.tablecompanion.engine.catalog.TileType;

/**
 * A tile lying on the table: its type, square and clockwise rotation. Ports asked of a placed
 * tile are board ports (where they lie on the table), not the upright tile's ports.
 */
public record PlacedTile(TileType type, Position position, Rotation rotation) {

    public int x() {
        return position.x();
    }

    public int y() {
        return position.y();
    }

    /** The feature index holding the given board port, if any. */
    public Optional<Integer> featureAt(Port boardPort) {
        int i = featureIndexAt(boardPort);
        return i < 0 ? Optional.empty() : Optional.of(i);
    }

    /** The feature index holding the given board port, or -1 (hot path of the feature graph). */
    public int featureIndexAt(Port boardPort) {
        Port upright = boardPort.rotate(rotation.inverse());
        List<FeatureSpec> features = type.features();
        for (int i = 0; i < features.size(); i++) {
            if (features.get(i).touches(upright)) {
                return i;
            }
        }
        return -1;
    }

    /** The terrain at a board port, if a feature holds it. */
    public Optional<Terrain> terrainAt(Port boardPort) {
        int i = featureIndexAt(boardPort);
        return i < 0 ? Optional.empty() : Optional.of(type.feature(i).terrain());
    }

    /** Where the ports of one feature lie on the table. */
    public List<Port> boardPorts(int featureIndex) {
        List<Port> result = new ArrayList<>();
        for (Port p : type.feature(featureIndex).ports()) {
            result.add(p.rotate(rotation));
        }
        return result;
    }

    public FeatureSpec feature(int featureIndex) {
        return type.feature(featureIndex);
    }

    public int featureCount() {
        return type.features().size();
    }

    /** The terrain on each of the three ports of a board edge (empty where the tile has nothing). */
    public List<Optional<Terrain>> edgeTerrain(Edge boardEdge) {
        List<Optional<Terrain>> result = new ArrayList<>(3);
        for (Port p : Port.ofEdge(boardEdge)) {
            result.add(terrainAt(p));
        }
        return result;
    }

    /** This tile after the whole board is turned a quarter clockwise about the origin. */
    public PlacedTile quarterTurnClockwise() {
        return new PlacedTile(type, position.quarterTurnClockwise(), rotation.plus(Rotation.R90));
    }

    @Override
    public String toString() {
        return type.id() + "@" + position + "/" + rotation.degrees();
    }
}
