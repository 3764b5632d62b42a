import { AbsoluteCenter, Spinner } from "@chakra-ui/react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSessionState } from "../lib/session";

export const FullPageSpinner = () => (
  <AbsoluteCenter>
    <Spinner size="lg" color="brand.solid" />
  </AbsoluteCenter>
);

/** Where the guard sent a signed-out user from, to return there after login. */
export interface LoginState {
  from?: string;
}

/** Signed-in routes: signed-out users go to /login keeping the origin; wait while the session refreshes. */
export function RequireAuth() {
  const { status, loggedOut } = useSessionState();
  const location = useLocation();
  if (status === "refreshing") return <FullPageSpinner />;
  if (status !== "signedIn") {
    const from = loggedOut ? undefined : location.pathname + location.search + location.hash;
    return <Navigate to="/login" replace state={{ from } satisfies LoginState} />;
  }
  return <Outlet />;
}

/** Admin-only routes send everyone else home. */
export function RequireAdmin() {
  const { user } = useSessionState();
  return user?.isSuperAdmin ? <Outlet /> : <Navigate to="/" replace />;
}

/** /login and /register: a signed-in user goes on to where they came from, or home. */
export function PublicOnly() {
  const { status } = useSessionState();
  const location = useLocation();
  if (status === "refreshing") return <FullPageSpinner />;
  if (status === "signedIn") {
    const from = (location.state as LoginState | null)?.from;
    return <Navigate to={from && from.startsWith("/") && !from.startsWith("/login") ? from : "/"} replace />;
  }
  return <Outlet />;
}
