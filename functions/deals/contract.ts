import { dealsRoutes } from "../../shared/api/routes/deals";
import { contractPdfHeaders } from "../../shared/http/security-headers";
import { contractPdf } from "../core/deals/contract";
import { Reply, route } from "../lib/handler";

/** The contract PDF for a signed link (ADR 0139); the only handler that bundles pdf-lib for deals. */
export const handler = route(dealsRoutes, "deals.contract", async ({ params, query }) => {
  const { bytes, fileName } = await contractPdf(params.id, query.token);
  return new Reply(200, bytes, {
    "content-type": "application/pdf",
    "content-disposition": `inline; filename="${fileName}"`,
    "cache-control": "private, no-store",
    ...contractPdfHeaders(),
  });
});
