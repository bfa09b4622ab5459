import type { ReactNode } from "react";
import { useCurrentUser } from "~/features/auth";

/**
 * Spec 2.2: when an admin is on /admin the header hides the main navigation and the mobile menu.
 * Anything but a confirmed admin (signed out, 401/404, network error, still loading) keeps it.
 */
export default function AdminAwareHeader({ children }: { children: ReactNode }) {
  const { isAdmin } = useCurrentUser();
  return isAdmin ? null : <>{children}</>;
}
