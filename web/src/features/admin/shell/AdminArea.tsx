import { Box, Spinner, Text, VStack } from "@chakra-ui/react";
import { Island } from "~/boot/Island";
import { adminAppAttribute } from "./adminPage";
import { useCurrentUser } from "~/features/auth";
import { AccessDenied } from "./AccessDenied";
import { AdminDashboard } from "./AdminDashboard";
import LoginForm from "./LoginForm.island";

/**
 * Spec 2.14: the admin page's area. The page is prerendered with Loading (see Pending); its boot
 * (../boot.ts) then starts the admin app inside this box for a signed-in visitor, or shows the login form.
 */
export function AdminArea() {
  // At least a screen tall, whatever it shows: the footer stays below the fold instead of jumping
  // down when Loading gives way to the taller login form or dashboard.
  return (
    <Box minH="100dvh" {...{ [adminAppAttribute]: "" }}>
      <AdminAreaContent />
    </Box>
  );
}

/** Loading while the current user is fetched, then the login form, Access Denied or the dashboard. */
export function AdminAreaContent() {
  const { user, isAdmin, isPending } = useCurrentUser();
  if (isPending) return <Pending />;
  if (!user) return <LoginForm />;
  if (!isAdmin) return <AccessDenied />;
  return <AdminDashboard username={user.username} />;
}

/**
 * Loading, and the login form as a hidden island. The prerendered admin page asks for the current
 * user before it starts the app (../boot.ts): to a visitor without a session it shows this form
 * instead of Loading (`data-admin-login`, `data-admin-loading`), and the form hydrates on its own
 * when used.
 */
function Pending() {
  return (
    <>
      <VStack role="status" aria-live="polite" py="24" gap="3" data-admin-loading="">
        <Spinner size="lg" color="brand.solid" />
        <Text>Loading...</Text>
      </VStack>
      <div hidden data-admin-login="">
        <Island of={LoginForm} props={{}} hydrate="interaction" />
      </div>
    </>
  );
}
