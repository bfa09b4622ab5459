import { Button } from "@chakra-ui/react";
import { showToast } from "~/components/ui/toaster";
import { useLogout } from "~/features/auth";
import { forgetAdminCaches } from "../offline/deviceCache";
import { forgetLastUser } from "../offline/lastUser";

/**
 * Spec 4: logout clears the user and all cached data on success, the lists kept on this device for
 * offline use included (decision 031). Unsent changes stay in the user's outbox for their next sign-in.
 */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="outline"
      minH="11"
      loading={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSuccess: () => {
            forgetLastUser();
            void forgetAdminCaches();
          },
          onError: () => showToast({ title: "Error", description: "Failed to log out. Please try again.", variant: "destructive" }),
        })
      }
    >
      Log out
    </Button>
  );
}
