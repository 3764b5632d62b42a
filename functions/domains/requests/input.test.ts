import { describe, expect, it } from "vitest";
import type { AuthContext } from "../../lib/auth";
import { HttpError } from "../../lib/errors";
import { dropStaffFields, type RequestChanges } from "./input";
import { matchFieldsChanged } from "./matching";

const buyer: AuthContext = { userId: "u1", email: null, companyId: "c-buyer", isSuperAdmin: false };
const staff: AuthContext = { ...buyer, isSuperAdmin: true };

describe("staff-only request fields (ADR 0122)", () => {
  it("refuses an ordinary user's staff values with 403 naming each field", () => {
    const changes: RequestChanges = { description: "x", companyId: "c-other", status: "completed", assigneeId: "u2" };
    try {
      dropStaffFields(changes, buyer);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(HttpError);
      expect((e as HttpError).statusCode).toBe(403);
      expect((e as HttpError).issues?.map((i) => i.path)).toEqual(["body.companyId", "body.status", "body.assigneeId"]);
    }
  });

  it("accepts and drops the defaults a form sends; staff keep everything", () => {
    const changes: RequestChanges = { description: "x", companyId: "c-buyer", status: "open", completionStatus: null, metadata: {} };
    dropStaffFields(changes, buyer);
    expect(changes).toEqual({ description: "x" });
    const theirs: RequestChanges = { description: "x", companyId: "c-other", status: "deferred" };
    dropStaffFields(theirs, staff);
    expect(theirs).toEqual({ description: "x", companyId: "c-other", status: "deferred" });
  });

  it("re-runs the matching only when a field the engine reads changed", () => {
    const base = { id: "r", companyId: "c", status: "open", description: "x", colors: ["black"] } as never;
    expect(matchFieldsChanged(base, { ...(base as object), status: "deferred" } as never)).toBe(false);
    // The description is read for food contact and fillers.
    expect(matchFieldsChanged(base, { ...(base as object), description: "food contact" } as never)).toBe(true);
    expect(matchFieldsChanged(base, { ...(base as object), colors: ["natural"] } as never)).toBe(true);
    expect(matchFieldsChanged(base, { ...(base as object), amount: 5 } as never)).toBe(true);
  });
});
