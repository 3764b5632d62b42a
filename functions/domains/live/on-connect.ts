/** The Lambda entry of the WebSocket API's $connect route. */
export { onConnect as handler } from "./socket";
