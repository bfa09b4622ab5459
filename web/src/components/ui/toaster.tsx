import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from "@chakra-ui/react";

/** Spec 9.1: at most one toast at a time, shown 5000 ms by default, F8 focuses the viewport. */
export const toaster = createToaster({
  placement: "bottom-end",
  max: 1,
  duration: 5000,
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});

/** Spec 3.2: variant "destructive" is an error toast; "default" is informational or success. */
export function showToast({ title, description, variant = "default" }: { title: string; description?: string; variant?: "default" | "destructive" | "success" }) {
  toaster.create({ title, description, type: variant === "destructive" ? "error" : variant === "success" ? "success" : "info" });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            {toast.type === "loading" ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
