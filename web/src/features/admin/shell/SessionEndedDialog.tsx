import { Dialog, Portal, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { LoginInput } from "@lorawan/contracts/auth";
import { currentUserQueryKey, login } from "~/features/auth";
import { sessionEndedReason } from "../shared/refusal";
import { LoginCard } from "./LoginCard";
import { clearSessionEnded, useSessionEnded } from "./sessionEnded";

/**
 * Issue 21: when the session ends while the admin works, the sign-in form comes up over the page
 * instead of replacing it: the open form, its text and its draft stay where they are, and the admin
 * saves again once signed in. It cannot be dismissed: nothing behind it can be saved until then.
 */
export function SessionEndedDialog() {
  const open = useSessionEnded();
  const queryClient = useQueryClient();
  const [state, setState] = useState<"idle" | "pending" | "failed">("idle");

  function send(input: LoginInput) {
    setState("pending");
    login(input).then(
      (user) => {
        setState("idle");
        queryClient.setQueryData(currentUserQueryKey, user);
        clearSessionEnded();
        // Lists that failed while signed out are read again; the rest stay as they are.
        void queryClient.refetchQueries({ predicate: (query) => query.state.status === "error" });
      },
      () => setState("failed"),
    );
  }

  return (
    <Dialog.Root role="alertdialog" open={open} placement="center" closeOnInteractOutside={false} closeOnEscape={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" aria-label="Session ended">
            <Dialog.Body pt="6">
              <Text role="alert" fontWeight="medium" px="4">
                {sessionEndedReason}
              </Text>
              <LoginCard onLogin={send} failed={state === "failed"} pending={state === "pending"} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
