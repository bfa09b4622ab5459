import { island } from "~/islands/island";
import { Button, Text } from "@chakra-ui/react";
import { Icon } from "~/components/icons";
import { showToast } from "~/components/ui/toaster";

async function copyHex(hex: string) {
  try {
    await navigator.clipboard.writeText(hex);
    showToast({ title: "Copied", description: `${hex} copied to clipboard`, variant: "success" });
  } catch {
    showToast({ title: "Copy failed", description: `Copy ${hex} by hand.`, variant: "destructive" });
  }
}

/** Spec 2.12: copies a palette colour's hex value, with a toast. */
function CopyHexButton({ hex }: { hex: string }) {
  return (
    <Button variant="ghost" size="sm" minH="11" justifyContent="space-between" px="2" onClick={() => void copyHex(hex)} aria-label={`Copy ${hex}`}>
      <Text as="span" fontFamily="mono">
        {hex}
      </Text>
      <Icon name="copy" size={16} />
    </Button>
  );
}

export default island("CopyHexButton", CopyHexButton);
