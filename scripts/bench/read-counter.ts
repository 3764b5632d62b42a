import { documentClient } from "../../functions/lib/clients";

/** DynamoDB calls and the items their answers counted, on the document client the domain code uses. */
export const reads = { calls: 0, items: 0 };

/** Counts every call of the document client from now on into `reads`. */
export function countReads() {
  documentClient().middlewareStack.add(
    (next) => async (args) => {
      const out = await next(args);
      reads.calls++;
      reads.items += (out.output as { Count?: number }).Count ?? 0;
      return out;
    },
    { step: "initialize", name: "benchReadCounter" },
  );
}
