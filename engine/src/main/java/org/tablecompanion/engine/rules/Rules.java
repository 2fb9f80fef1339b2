package org.tablecompanion.engine.rules;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Every rule switch in one value: edition differences are switches here, never forks of code.
 *
 * @param farmScoring how fields score at the end of a base game
 * @param smallCity earliest first-edition rule: a completed city of exactly two tiles scores 2
 *     (plus its pennants) instead of 4
 * @param hgEdition which Hunters &amp; Gatherers rules apply
 */
public record Rules(FarmScoring farmScoring, boolean smallCity, HgEdition hgEdition) {

    public static final Rules DEFAULT = new Rules(FarmScoring.PER_FIELD_3, false, HgEdition.CLASSIC);

    @JsonCreator
    public Rules(@JsonProperty("farmScoring") FarmScoring farmScoring,
                 @JsonProperty("smallCity") boolean smallCity,
                 @JsonProperty("hgEdition") HgEdition hgEdition) {
        this.farmScoring = farmScoring == null ? FarmScoring.PER_FIELD_3 : farmScoring;
        this.smallCity = smallCity;
        this.hgEdition = hgEdition == null ? HgEdition.CLASSIC : hgEdition;
    }

    public static Rules defaults() {
        return DEFAULT;
    }

    public Rules withFarmScoring(FarmScoring f) {
        return new Rules(f, smallCity, hgEdition);
    }

    public Rules withSmallCity(boolean on) {
        return new Rules(farmScoring, on, hgEdition);
    }

    public Rules withHgEdition(HgEdition e) {
        return new Rules(farmScoring, smallCity, e);
    }
}
