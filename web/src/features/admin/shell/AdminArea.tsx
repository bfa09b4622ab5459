import { Box, Spinner, Text, VStack } from "@chakra-ui/react";
import { useCurrentUser } from "~/features/auth";
import { AccessDenied } from "./AccessDenied";
import { AdminDashboard } from "./AdminDashboard";
import { LoginForm } from "./LoginForm";

/**
 * Spec 2.14: Loading while the current user is fetched, then the login form, Access Denied or
 * the dashboard. Prerendering sees a pending query, so the static shell only ever says Loading.
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
  if (isPending) {
    return (
      <VStack role="status" aria-live="polite" py="24" gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text>Loading...</Text>
      </VStack>
    );
  }
  if (!user) return <LoginForm />;
  if (!isAdmin) return <AccessDenied />;
  return <AdminDashboard username={user.username} />;
}
