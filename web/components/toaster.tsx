import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * Toasts: call notify.success/error/info/warning anywhere. The toast machinery is loaded on the first
 * call, so screens that never toast (and the first paint of /login) do not pay for it.
 */
export interface NotifyOptions {
  description?: string;
  /** Milliseconds; default 4000. */
  duration?: number;
}
type ToastType = "success" | "error" | "info" | "warning";

const loadHost = () => import("./ToasterHost");
const LazyHost = lazy(loadHost);
let wanted = false;
const listeners = new Set<() => void>();

const show =
  (type: ToastType) =>
  (title: string, opts: NotifyOptions = {}) => {
    if (!wanted) {
      wanted = true;
      listeners.forEach((l) => l());
    }
    void loadHost().then(({ toaster }) => toaster.create({ type, title, description: opts.description, duration: opts.duration ?? 4000, closable: true }));
  };

export const notify = { success: show("success"), error: show("error"), info: show("info"), warning: show("warning") };

/** Rendered once by the app; mounts the toaster when the first toast is asked for. */
export function Toaster() {
  const mounted = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
  );
  return mounted ? (
    <Suspense fallback={null}>
      <LazyHost />
    </Suspense>
  ) : null;
}
