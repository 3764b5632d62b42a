import { useApi } from "../../lib/queryKeys";

/** GET /openapi.json: the API's OpenAPI 3.1 document (public; one request, kept for the session). */
export const useOpenApi = () => useApi("GET /openapi.json", {}, { revalidateIfStale: false });
