import { describe, expect, it } from "vitest";
import { isOverdue, localToIso } from "./overdue";

describe("isOverdue", () => {
  const now = new Date("2030-06-01T12:00:00Z");
  it("is an open task due before now", () => {
    expect(isOverdue({ status: "open", dueDate: "2030-06-01T11:59:00Z" }, now)).toBe(true);
    expect(isOverdue({ status: "open", dueDate: "2030-06-01T12:01:00Z" }, now)).toBe(false);
  });
  it("never a done task or one without a due date", () => {
    expect(isOverdue({ status: "done", dueDate: "2020-01-01T00:00:00Z" }, now)).toBe(false);
    expect(isOverdue({ status: "open", dueDate: null }, now)).toBe(false);
  });
});

describe("localToIso", () => {
  it("turns the date-time input's local value into an instant; blank is null; junk stays for the schema to refuse", () => {
    expect(localToIso("")).toBeNull();
    expect(localToIso("2030-01-02T09:30")).toBe(new Date(2030, 0, 2, 9, 30).toISOString());
    expect(localToIso("soon")).toBe("soon");
  });
});
