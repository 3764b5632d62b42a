import { BoothInput, BoothListQuery, BoothUpload } from "../../schemas/booth";
import { defineRoutes, FILES } from "../contract";

/** Trade-fair booth visitors. Adding one starts its kFair follow-up. Staff only. */
export const boothRoutes = defineRoutes({
  "booth.list": {
    method: "GET",
    path: "/booth",
    access: "admin",
    query: BoothListQuery,
    needs: { table: "read", files: { access: "read", prefixes: [FILES.booth] } },
  },
  "booth.create": {
    method: "PUT",
    path: "/booth",
    access: "admin",
    body: BoothInput,
    needs: { table: "write", files: { access: "write", prefixes: [FILES.booth], uploads: "register" }, stateMachines: ["kFair"] },
  },
  "booth.upload": {
    method: "POST",
    path: "/booth/upload",
    access: "admin",
    body: BoothUpload,
    needs: { table: "read", files: { access: "write", prefixes: [FILES.booth], uploads: "presign" } },
  },
});

import type { Page } from "../../schemas/common";
import type { BoothRow, BoothUploadAnswer } from "../../schemas/booth";

export interface BoothResponses {
  "booth.list": Page<BoothRow>;
  "booth.create": BoothRow;
  "booth.upload": BoothUploadAnswer;
}
