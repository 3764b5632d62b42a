import { useEffect } from "react";
import { LIVE_EVENT_TYPES, LIVE_PATH, type LiveEvent } from "../../../shared/schemas/live";
import { call } from "../../lib/api";
import { refetchAll, refetchFor } from "./liveEvents";

/** Reconnect delays: doubling from 1 s to 30 s, with jitter so many tabs do not come back in the same instant. */
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** API Gateway closes a WebSocket idle for 10 minutes: a small message every 5 keeps it open. */
const KEEPALIVE_MS = 5 * 60_000;

const isLiveEvent = (v: unknown): v is LiveEvent =>
  typeof v === "object" && v !== null && (LIVE_EVENT_TYPES as readonly string[]).includes((v as LiveEvent).type) && typeof (v as LiveEvent).id === "string";

function socketUrl(ticket: { ticket: string; url?: string }) {
  const base = ticket.url ?? `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${LIVE_PATH}`;
  return `${base}?ticket=${encodeURIComponent(ticket.ticket)}`;
}

/**
 * Live updates for the signed-in frame: one socket per tab, opened with a fresh ticket (POST
 * /platform/realtime-ticket), which refetches what each event names. After a drop it reconnects with backoff and
 * then refetches everything an event could have changed, since it may have missed some.
 */
export function useLiveUpdates() {
  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let keepalive: ReturnType<typeof setInterval> | undefined;
    let delay = FIRST_DELAY_MS;
    let connectedBefore = false;

    const schedule = () => {
      if (stopped) return;
      retry = setTimeout(() => void open(), delay * (0.75 + Math.random() / 2));
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    };

    async function open() {
      let ticket;
      try {
        ticket = await call("POST /platform/realtime-ticket");
      } catch {
        return schedule();
      }
      if (stopped) return;
      const ws = new WebSocket(socketUrl(ticket));
      socket = ws;
      ws.onopen = () => {
        delay = FIRST_DELAY_MS;
        if (connectedBefore) void refetchAll();
        connectedBefore = true;
        document.documentElement.dataset.live = "open";
        keepalive = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send("ping"), KEEPALIVE_MS);
      };
      ws.onmessage = (m) => {
        let e: unknown;
        try {
          e = JSON.parse(String(m.data));
        } catch {
          return;
        }
        if (isLiveEvent(e)) void refetchFor(e);
      };
      ws.onclose = () => {
        clearInterval(keepalive);
        if (socket === ws) socket = null;
        if (stopped) return;
        document.documentElement.dataset.live = "closed";
        schedule();
      };
    }

    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(keepalive);
      socket?.close();
      delete document.documentElement.dataset.live;
    };
  }, []);
}
