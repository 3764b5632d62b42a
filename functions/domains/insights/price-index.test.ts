import { describe, expect, it } from "vitest";
import { EUR_PER_UNIT } from "../../../shared/rules/currency";
import { weekEntryOf, weekFigures } from "./price-index";

const observation = {
  materialId: "m1",
  day: "2026-11-26",
  observedAt: "2026-11-26T10:00:00.000Z",
  materialType: "pp",
  condition: "granules",
  colorGroup: "other" as const,
};

describe("weekFigures", () => {
  it("min, avg to the cent, max and the number of prices", () => {
    expect(weekFigures([100, 200, 250.5])).toEqual({ min: 100, avg: 183.5, max: 250.5, sampleSize: 3 });
    expect(weekFigures([1, 2, 2])).toEqual({ min: 1, avg: 1.67, max: 2, sampleSize: 3 });
  });
  it("is null for a week without prices", () => {
    expect(weekFigures([])).toBeNull();
  });
});

describe("weekEntryOf", () => {
  it("files the price under its series and ISO week (the Monday), in EUR per tonne", () => {
    expect(weekEntryOf({ ...observation, amount: 1000, currency: "USD" })).toEqual({
      materialType: "pp",
      condition: "granules",
      colorGroup: "other",
      week: "2026-11-23",
      materialId: "m1",
      observedAt: observation.observedAt,
      eur: 1000 * EUR_PER_UNIT.USD,
    });
  });
  it("a Sunday belongs to the week of the Monday before", () => {
    expect(weekEntryOf({ ...observation, observedAt: "2026-11-29T23:59:00.000Z", amount: 1, currency: "EUR" })?.week).toBe("2026-11-23");
  });
  it("leaves out a currency the rate table lacks", () => {
    expect(weekEntryOf({ ...observation, amount: 1000, currency: "XYZ" })).toBeNull();
  });
});
