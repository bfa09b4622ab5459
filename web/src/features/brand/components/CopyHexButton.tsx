import { Button, Text } from "@chakra-ui/react";
import { Icon } from "~/components/icons";
import { earlyPressAttribute } from "~/boot/attributes";
import { pendingPressStyle } from "~/boot/earlyPress";
import { copyTextAttribute } from "../lib/copyButtons.controls";

/**
 * Spec 2.12: copies a palette colour's hex value, with a toast. The button carries its text; the
 * page's copyButtons (no React) copies it, so a press at first paint counts (decision 086).
 */
export function CopyHexButton({ hex }: { hex: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      minH="11"
      justifyContent="space-between"
      px="2"
      css={pendingPressStyle}
      {...{ [copyTextAttribute]: hex, [earlyPressAttribute]: "" }}
      aria-label={`Copy ${hex}`}
    >
      <Text as="span" fontFamily="mono">
        {hex}
      </Text>
      <Icon name="copy" size={16} />
    </Button>
  );
}
