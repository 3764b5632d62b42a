import { describe, expect, it } from "vitest";
import { matchStatuses, requestStatuses, requestTypes } from "../../../shared/schemas/material-request";
import { MATCH_STATUSES, REQUEST_STATUSES, REQUEST_TYPES } from "./enums";

describe("the web's mirror of the request enums", () => {
  it("is the shared contract's lists, in order", () => {
    expect(REQUEST_STATUSES).toEqual(requestStatuses);
    expect(MATCH_STATUSES).toEqual(matchStatuses);
    expect(REQUEST_TYPES).toEqual(requestTypes);
  });
});
