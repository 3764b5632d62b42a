/** The Lambda entry of the WebSocket API's $disconnect route. */
export { onDisconnect as handler } from "./socket";
