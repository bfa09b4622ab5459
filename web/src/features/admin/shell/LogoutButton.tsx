import { Button } from "@chakra-ui/react";
import { showToast } from "~/components/ui/toaster";
import { useLogout } from "~/features/auth";

/** Spec 4: logout clears the user and all cached data on success. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="outline"
      minH="11"
      loading={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onError: () => showToast({ title: "Error", description: "Failed to log out. Please try again.", variant: "destructive" }),
        })
      }
    >
      Log out
    </Button>
  );
}
