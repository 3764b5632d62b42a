/**
 * The apiDocs service: the API's OpenAPI 3.1 document, built from the route table it describes. It stores
 * nothing and reads no record.
 */
export { buildOpenApiDocument, openApiDocument } from "./document";
