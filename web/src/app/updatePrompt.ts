import { toaster } from "~/components/ui/toaster";

export function showUpdatePrompt(reload: () => void) {
  toaster.create({
    title: "A new version is available",
    description: "Reload to get the latest catalogue and pages.",
    type: "info",
    duration: Infinity,
    action: { label: "Reload", onClick: reload },
  });
}
