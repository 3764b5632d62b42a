import type { SystemContext } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";
import { lightSystem } from "./light";

/** Which Chakra system the provider holds: the light one until a screen needs every recipe. */
let current: SystemContext = lightSystem;
const listeners = new Set<() => void>();

export function useChakraSystem() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

/** Switch the provider to another system (the signed-in layout switches to the full one). */
export function switchSystem(system: SystemContext) {
  if (current === system) return;
  current = system;
  listeners.forEach((l) => l());
}
