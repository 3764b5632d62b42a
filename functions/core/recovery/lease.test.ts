import { describe, expect, it } from "vitest";
import { clearsFlag } from "../../domains/requests";
import { runLeaseMs } from "../../domains/workflowRuns/recover";
import { workflows } from "../../workflows";
import { leaseCutoff, pastLease } from "./lease";

describe("recovery leases", () => {
  const now = Date.parse("2026-11-27T10:00:00.000Z");
  it("a record is past its lease only when last written before now minus the lease", () => {
    expect(leaseCutoff(now, 60_000, false)).toBe("2026-11-27T09:59:00.000Z");
    expect(pastLease("2026-11-27T09:58:59.999Z", now, 60_000, false)).toBe(true);
    expect(pastLease("2026-11-27T09:59:00.000Z", now, 60_000, false)).toBe(false);
    expect(pastLease("2026-11-27T09:59:30.000Z", now, 60_000, false)).toBe(false);
  });

  it("at a local start every lease is over, even a record written just now", () => {
    expect(pastLease("2026-11-27T10:00:00.000Z", now, 3600_000, true)).toBe(true);
    expect(pastLease("2026-11-27T09:59:59.999Z", now, 3600_000, true)).toBe(true);
  });

  it("a tracked run's lease is its machine's timeout", () => {
    expect(runLeaseMs("contactUs")).toBe(workflows.contactUs.definition.TimeoutSeconds! * 1000);
    expect(runLeaseMs("kFair")).toBe(workflows.kFair.definition.TimeoutSeconds! * 1000);
    expect(runLeaseMs("companyResearch")).toBe(workflows.companyResearch.definition.TimeoutSeconds! * 1000);
  });
});

describe("the matching flag a run clears", () => {
  it("clears the flag it was started under, or an older one, but never a newer one (a later edit's run)", () => {
    expect(clearsFlag("2026-11-27T10:00:00.000Z", "2026-11-27T10:00:00.000Z")).toBe(true);
    expect(clearsFlag("2026-11-27T09:00:00.000Z", "2026-11-27T10:00:00.000Z")).toBe(true);
    expect(clearsFlag("2026-11-27T11:00:00.000Z", "2026-11-27T10:00:00.000Z")).toBe(false);
    // No flag to clear; a run started without one (on demand) clears whatever is there.
    expect(clearsFlag(undefined, "2026-11-27T10:00:00.000Z")).toBe(true);
    expect(clearsFlag("2026-11-27T11:00:00.000Z", undefined)).toBe(true);
  });
});
