import { useParams } from "react-router";

export const MISSING_PARAM = "Required URL parameter is missing";

/** A route parameter the page cannot work without; throws to the route's error page when absent. */
export function useRequiredParam(name: string): string {
  const value = useParams()[name];
  if (!value) throw new Error(MISSING_PARAM);
  return value;
}
