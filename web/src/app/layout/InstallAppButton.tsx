import { Button } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";
import { Icon } from "~/components/icons";
import { isInstallOffered, promptInstall, subscribeToInstallOffer } from "../installPrompt";

/** Shown only where the browser offers to install the site as an app (beforeinstallprompt). */
export function InstallAppButton() {
  // Never during prerender.
  const offered = useSyncExternalStore(subscribeToInstallOffer, isInstallOffered, () => false);
  if (!offered) return null;
  return (
    <Button variant="outline" colorPalette="brand" color="ink.50" borderColor="brand.500" minH="11" size="sm" onClick={() => void promptInstall()}>
      <Icon name="download" size={16} />
      Install app
    </Button>
  );
}
