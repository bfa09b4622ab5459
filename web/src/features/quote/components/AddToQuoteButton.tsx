import { Button, type ButtonProps } from "@chakra-ui/react";
import { Icon } from "~/components/icons";
import { earlyPressAttribute } from "~/boot/attributes";
import { pendingPressStyle } from "~/boot/earlyPress";
import { addToQuoteAttribute } from "../lib/quote.controls";
import type { QuoteProduct } from "../lib/quoteList";

/**
 * Adds a product to the visitor's quote list. The button carries the product; the page's
 * quote.controls.ts (no React) does the adding, so it works the same on a page rendered by the server
 * and in a card an island renders. Pressed before the page's script has started, it shows that it
 * is working until that script adds the product (decision 050).
 */
export function AddToQuoteButton({ product, ...buttonProps }: { product: QuoteProduct } & Omit<ButtonProps, "children">) {
  return (
    <Button
      type="button"
      minH="11"
      css={pendingPressStyle}
      {...buttonProps}
      {...{ [addToQuoteAttribute]: JSON.stringify(product), [earlyPressAttribute]: "" }}
      aria-label={`Add to quote: ${product.name}`}
    >
      <Icon name="clipboardList" size={16} />
      Add to quote
    </Button>
  );
}
