package org.tablecompanion.engine.hg;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.tablecompanion.engine.board.Position;
import org.tablecompanion.engine.catalog.Animal;
import org.tablecompanion.engine.catalog.FeatureSpec;
import org.tablecompanion.engine.catalog.Power;
import org.tablecompanion.engine.features.Feature;
import org.tablecompanion.engine.features.FeaturePart;
import org.tablecompanion.engine.rules.HgEdition;

/**
 * What the animals of a meadow (or of a hunting trap's share of one) are worth, and why: which
 * animals stand where, which tiger eats which deer, what fire drives off, what a trap used up or
 * doubles. Tigers eat only deer, one each, never below zero (both seeds' four meadows).
 *
 * @param points the value for the meadow's scorers
 * @param explanation the animals, the tigers' meals and the sum, in words
 */
record MeadowTally(int points, String explanation) {

    /**
     * Tallies the animals on {@code parts} of a meadow.
     *
     * @param parts the parts to count (the whole meadow, or a trap's share)
     * @param meadow the whole meadow: fire and pit traps anywhere in it apply
     * @param usedUp parts whose animals a hunting trap took earlier, with the trap's square
     */
    static MeadowTally of(List<FeaturePart> parts, Feature meadow, FeatureLookup lookup, HgEdition edition,
            Map<FeaturePart, Position> usedUp) {
        Optional<Position> fire = Optional.empty();
        Set<Position> doubled = new TreeSet<>();
        List<Position> pitTraps = new ArrayList<>();
        for (FeaturePart p : meadow.parts()) {
            Optional<Power> power = lookup.spec(p).power();
            if (power.isEmpty() || !HgValues.active(power.get(), edition)) {
                continue;
            }
            if (HgValues.isFire(power.get()) && fire.isEmpty()) {
                fire = Optional.of(p.position());
            }
            if (power.get() == Power.PIT_TRAP) {
                pitTraps.add(p.position());
                doubled.addAll(p.position().surrounding());
            }
        }
        Map<Animal, List<Position>> units = new EnumMap<>(Animal.class);
        Map<Animal, List<String>> sightings = new EnumMap<>(Animal.class);
        boolean plain = true;
        Map<Position, Position> trapped = new LinkedHashMap<>();
        Set<Position> doubledWithAnimals = new TreeSet<>();
        for (FeaturePart p : parts) {
            FeatureSpec spec = lookup.spec(p);
            if (spec.animals().isEmpty()) {
                continue;
            }
            if (usedUp.containsKey(p)) {
                trapped.put(p.position(), usedUp.get(p));
                continue;
            }
            int weight = doubled.contains(p.position()) ? 2 : 1;
            if (weight == 2) {
                doubledWithAnimals.add(p.position());
            }
            for (Animal a : Animal.values()) {
                int printed = spec.animals(a);
                if (printed == 0) {
                    continue;
                }
                plain &= printed == 1 && weight == 1;
                sightings.computeIfAbsent(a, k -> new ArrayList<>()).add((printed == 1 ? "" : printed + " at ")
                        + p.position() + (weight == 2 ? " counted twice" : ""));
                for (int i = 0; i < printed * weight; i++) {
                    units.computeIfAbsent(a, k -> new ArrayList<>()).add(p.position());
                }
            }
        }
        List<String> notes = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (Animal a : Animal.values()) {
            List<Position> at = units.getOrDefault(a, List.of());
            if (!at.isEmpty()) {
                List<String> where = sightings.get(a);
                seen.add(Words.animal(a, at.size()) + (plain ? " at " + and(where) : ": " + String.join(", ", where)));
            }
        }
        notes.add(seen.isEmpty() ? "no animals" : String.join(", ", seen));
        Map<Position, List<String>> byTrap = new LinkedHashMap<>();
        trapped.forEach((where, trap) -> byTrap.computeIfAbsent(trap, k -> new ArrayList<>()).add(where.toString()));
        byTrap.forEach((trap, where) -> notes.add("the animals at " + and(where) + " were used up by the hunting trap"
                + " at " + trap + " (2020 printing)"));
        for (Position pit : pitTraps) {
            if (!doubledWithAnimals.isEmpty()) {
                notes.add("the pit trap at " + pit + " doubles the animals at " + Words.squares(
                        new ArrayList<>(doubledWithAnimals)) + " (2020 printing)");
            }
        }
        List<Position> deer = new ArrayList<>(units.getOrDefault(Animal.DEER, List.of()));
        List<Position> tigers = units.getOrDefault(Animal.TIGER, List.of());
        if (!tigers.isEmpty()) {
            if (fire.isPresent()) {
                notes.add("the fire at " + fire.get() + " drives off " + (tigers.size() == 1 ? "the tiger" : "the "
                        + tigers.size() + " tigers"));
            } else {
                for (int i = 0; i < tigers.size(); i++) {
                    if (i < deer.size()) {
                        notes.add("the tiger at " + tigers.get(i) + " eats the deer at " + deer.get(i));
                    } else {
                        notes.add("the tiger at " + tigers.get(i) + " finds no deer");
                    }
                }
                deer = deer.subList(Math.min(tigers.size(), deer.size()), deer.size());
            }
        }
        int points = 0;
        List<String> sum = new ArrayList<>();
        Map<Animal, Integer> left = new EnumMap<>(Animal.class);
        left.put(Animal.DEER, deer.size());
        left.put(Animal.MAMMOTH, units.getOrDefault(Animal.MAMMOTH, List.of()).size());
        left.put(Animal.AUROCHS, units.getOrDefault(Animal.AUROCHS, List.of()).size());
        boolean edition2020 = edition == HgEdition.EDITION_2020;
        for (Map.Entry<Animal, Integer> e : left.entrySet()) {
            if (e.getValue() > 0) {
                int value = HgValues.animal(e.getKey(), edition);
                points += value * e.getValue();
                sum.add(Words.animal(e.getKey(), e.getValue()) + " x" + value);
            }
        }
        String total = (sum.isEmpty() ? "nothing to hunt" : String.join(" + ", sum)) + " = " + points
                + (edition2020 && !sum.isEmpty() ? " (2020 printing values)" : "");
        return new MeadowTally(points, String.join("; ", notes) + "; " + total);
    }

    /** "(1,0)", "(1,0) and (2,1)", "(1,0), (2,1) and (3,1)". */
    private static String and(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
