import { describe, expect, it } from "vitest";
import { formatDay, parseDay } from "./dates";

describe("calendar dates typed and shown as dd/MM/yyyy", () => {
  it("shows a YYYY-MM-DD date as dd/MM/yyyy", () => {
    expect(formatDay("2027-01-06")).toBe("06/01/2027");
    expect(formatDay(null)).toBe("");
  });

  it("reads day, month, year in that order, with slashes, dots or dashes, and a pasted ISO date", () => {
    expect(parseDay("06/01/2027")).toBe("2027-01-06");
    expect(parseDay("6.1.2027")).toBe("2027-01-06");
    expect(parseDay(" 06-01-2027 ")).toBe("2027-01-06");
    expect(parseDay("2027-01-06")).toBe("2027-01-06");
    expect(parseDay("29/02/2028")).toBe("2028-02-29");
  });

  it("refuses what is no calendar date, among them the month-first order", () => {
    for (const text of ["", "31/02/2027", "12/31/2026", "06/01/27", "tomorrow", "2027-13-01"]) expect(parseDay(text)).toBeNull();
  });
});
