import useSWR, { preload } from "swr";
import { swrFetcher } from "./api";
import type { Me } from "../../shared/schemas/auth";

const ME_KEY = "/me";

/** Start GET /me as soon as the signed-in layout's chunk runs, beside the page's chunk instead of after its render. */
export const prefetchMe = () => preload(ME_KEY, swrFetcher);

/** The signed-in user's profile (GET /me), cached by SWR for the layout, home and profile. */
export function useMe() {
  return useSWR<Me>(ME_KEY);
}

export const fullName = (me: Pick<Me, "firstName" | "lastName"> | undefined) => [me?.firstName, me?.lastName].filter(Boolean).join(" ");
