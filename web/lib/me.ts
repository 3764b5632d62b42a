import { useApi } from "./queryKeys";
import type { Me } from "../../shared/schemas/auth";

/** The signed-in user's profile (GET /me), cached by SWR for the layout, home and profile. */
export function useMe() {
  return useApi("GET /me", {});
}

export const fullName = (me: Pick<Me, "firstName" | "lastName"> | undefined) => [me?.firstName, me?.lastName].filter(Boolean).join(" ");
