import { markOpened } from "../emailMessages";

export { PIXEL_GIF } from "../emailMessages";

/**
 * The emails service: the public side of company e-mail, the opened pixel the outgoing copies carry. The
 * messages and their openedDate belong to the emailMessages domain; this only records a pixel load.
 */

/** A pixel load: sets the message's openedDate the first time. A failed write is logged, never answered. */
export async function opened(id: string): Promise<void> {
  await markOpened(id).catch((e) => console.warn("opened pixel: write failed", e));
}
