import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { useFormIssues } from "./useFormIssues";

const toasts = vi.hoisted(() => ({ error: [] as string[], descriptions: [] as (string | undefined)[] }));
vi.mock("./i18n", async (original) => ({ ...(await original<typeof import("./i18n")>()), i18next: { t: (key: string) => key } }));
vi.mock("../components/toaster", () => ({
  notify: { error: (m: string, o?: { description?: string }) => (toasts.error.push(m), toasts.descriptions.push(o?.description)) },
}));

/** The parts of react-hook-form's form the hook uses: setError and the errors it reads back. */
function fakeForm() {
  const set: [string, string, boolean | undefined][] = [];
  const form = {
    setError: (f: string, e: { message: string }, o?: { shouldFocus?: boolean }) => set.push([f, e.message, o?.shouldFocus]),
    formState: { errors: {} },
  };
  // useFormIssues calls no React hook itself, so a test may call it outside a component.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above
  return { set, issues: useFormIssues(form as never) };
}

describe("useFormIssues().attempt", () => {
  beforeEach(() => void ((toasts.error.length = 0), (toasts.descriptions.length = 0)));

  it("puts the API's body issues on their fields (focus on the first), skips path and query issues, and toasts the failure", async () => {
    const { set, issues } = fakeForm();
    const refused = new ApiError(400, "Bad", [
      { path: "body.address.city", message: "Required" },
      { path: "query.cursor", message: "Invalid" },
      { path: "body.name", message: "Too long" },
    ]);
    await issues.attempt(() => Promise.reject(refused), "Something went wrong");
    expect(set).toEqual([
      ["address.city", "Required", true],
      ["name", "Too long", false],
    ]);
    expect(toasts.error).toEqual(["Something went wrong"]);
  });

  it("picks the toast from the error when given a function, and does nothing on success", async () => {
    const { set, issues } = fakeForm();
    const saved = vi.fn();
    await issues.attempt(async () => saved(), "never");
    expect(saved).toHaveBeenCalledOnce();
    expect(toasts.error).toEqual([]);
    await issues.attempt(
      () => Promise.reject(new ApiError(429, "Slow down")),
      (e) => (e instanceof ApiError && e.status === 429 ? "Too many" : "Failed"),
    );
    expect(toasts.error).toEqual(["Too many"]);
    expect(set).toEqual([]);
  });

  it("says to try again in a moment when a dependency was down or the same action still ran, and nothing more otherwise", async () => {
    const { issues } = fakeForm();
    await issues.attempt(() => Promise.reject(new ApiError(503, "The database is unavailable; try again in a moment", [], 5)), "Failed");
    await issues.attempt(() => Promise.reject(new ApiError(409, "still being processed", [], 2)), "Failed");
    await issues.attempt(() => Promise.reject(new ApiError(409, "changed by someone else")), "Failed");
    expect(toasts.error).toEqual(["Failed", "Failed", "Failed"]);
    expect(toasts.descriptions.slice(0, 2)).toEqual(["common:error.unavailable", "common:error.inProgress"]);
    expect(toasts.descriptions[2]).toBeUndefined();
  });
});
