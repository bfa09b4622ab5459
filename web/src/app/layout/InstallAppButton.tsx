import { Button } from "@chakra-ui/react";
import { Icon } from "~/components/icons";
import { installAppAttribute } from "../installPrompt.controls";

/**
 * The footer's Install app button: rendered hidden, and shown only while the browser offers to
 * install the site (beforeinstallprompt). Its behaviour is plain DOM code (`enhanceInstallButtons`,
 * started with the page), not an island: a button this small does not bring React and Chakra to
 * every page a phone opens while the browser offers installation (decision 023).
 */
export function InstallAppButton() {
  return (
    <Button hidden {...{ [installAppAttribute]: "" }} variant="outline" colorPalette="brand" color="ink.50" borderColor="brand.500" minH="11" size="sm">
      <Icon name="download" size={16} />
      Install app
    </Button>
  );
}
