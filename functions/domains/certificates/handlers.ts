import { certificatesRoutes } from "../../../shared/api/routes/certificates";
import { route } from "../route";
import * as Certificates from "./index";

/** The certificate register's handlers, one export per route (see functions/domains/samples/handlers.ts). */
export const list = /* @__PURE__ */ route(certificatesRoutes, "certificates.list", ({ params, auth }) => Certificates.list(params.id, auth));
export const replace = /* @__PURE__ */ route(certificatesRoutes, "certificates.replace", ({ params, body, auth }) =>
  Certificates.replace(params.id, body, auth),
);
export const save = /* @__PURE__ */ route(certificatesRoutes, "certificates.save", ({ params, body, auth }) =>
  Certificates.save(params.id, params.certId, body, auth),
);
const remove = /* @__PURE__ */ route(certificatesRoutes, "certificates.delete", ({ params, auth }) => Certificates.remove(params.id, params.certId, auth));
export { remove as delete };
export const upload = /* @__PURE__ */ route(certificatesRoutes, "certificates.upload", ({ params, body, auth }) => Certificates.upload(params.id, body, auth));
