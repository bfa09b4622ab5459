import { Box, Spinner, Text, VStack } from "@chakra-ui/react";
import { Island } from "~/components/Island";
import { useCurrentUser } from "~/features/auth";
import { AccessDenied } from "./AccessDenied";
import { AdminDashboard } from "./AdminDashboard";
import { LoginForm } from "./LoginForm";
import { LoginFormIsland } from "./LoginFormIsland";

/**
 * Spec 2.14: Loading while the current user is fetched, then the login form, Access Denied or
 * the dashboard. Prerendering sees a pending query, so the static shell says Loading, with the
 * login form hidden beside it (see Pending).
 */
export function AdminArea() {
  // At least a screen tall, whatever it shows: the footer stays below the fold instead of jumping
  // down when Loading gives way to the taller login form or dashboard.
  return (
    <Box minH="100dvh">
      <AdminAreaContent />
    </Box>
  );
}

function AdminAreaContent() {
  const { user, isAdmin, isPending } = useCurrentUser();
  if (isPending) return <Pending />;
  if (!user) return <LoginForm />;
  if (!isAdmin) return <AccessDenied />;
  return <AdminDashboard username={user.username} />;
}

/**
 * Loading, and the login form as a hidden island. The prerendered admin page asks for the current
 * user before it starts the app (decision 012): to a visitor without a session its boot script
 * shows this form instead of Loading (`data-admin-login`, `data-admin-loading`), and the form
 * hydrates on its own when used. Signed in, the app hydrates this same markup, so it renders it too.
 */
function Pending() {
  return (
    <>
      <VStack role="status" aria-live="polite" py="24" gap="3" data-admin-loading="">
        <Spinner size="lg" color="brand.solid" />
        <Text>Loading...</Text>
      </VStack>
      <div hidden data-admin-login="">
        <Island name="admin-login" hydrate="interaction">
          <LoginFormIsland />
        </Island>
      </div>
    </>
  );
}
