import { describe, expect, it } from "vitest";
import { workflows } from "..";
import { failedStateOf, reasonOf } from "./record-failure";

const step = (name: string, status: "completed" | "failed" | "running") => ({ name, status, startedDate: "", endedDate: null, summary: null });

describe("the failure path's record", () => {
  it("names the first state of the path that did not complete, whether or not its handler ran", () => {
    const research = workflows.companyResearch.definition;
    expect(failedStateOf(research, { steps: [] })).toBe("GatherFacts");
    expect(failedStateOf(research, { steps: [step("GatherFacts", "completed")] })).toBe("Evaluate");
    expect(
      failedStateOf(research, {
        steps: [step("GatherFacts", "completed"), step("Evaluate", "failed"), step("Evaluate", "completed"), step("WriteReport", "failed")],
      }),
    ).toBe("WriteReport");
    // kFair: a failed enrichment is caught and the path goes on; the research states follow.
    const kfair = workflows.kFair.definition;
    expect(failedStateOf(kfair, { steps: [step("FindOrCreate", "completed"), step("Enrich", "completed"), step("GatherFacts", "completed")] })).toBe(
      "Evaluate",
    );
    expect(failedStateOf(kfair, { steps: [step("FindOrCreate", "completed"), step("Enrich", "failed"), step("GatherFacts", "completed")] })).toBe("Evaluate");
    expect(failedStateOf(kfair, { steps: [step("FindOrCreate", "completed"), step("Enrich", "failed")] })).toBe("Enrich");
  });

  it("reads a Lambda's error message out of the Cause, else the cause or the error name", () => {
    expect(reasonOf({ Error: "Error", Cause: JSON.stringify({ errorType: "Error", errorMessage: "Company not found" }) })).toBe("Company not found");
    expect(reasonOf({ Error: "States.Timeout", Cause: "Task timed out" })).toBe("Task timed out");
    expect(reasonOf({ Error: "States.Timeout" })).toBe("States.Timeout");
    expect(reasonOf(undefined)).toBe("Unknown error");
  });
});
