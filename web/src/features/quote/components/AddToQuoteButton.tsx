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
/**
 * What makes a button Add to quote: the product it adds (quote.controls.ts reads it), the mark of a
 * press before the page started, and the product's name for a screen reader. A product card spreads
 * it on a plain button of its own look.
 */
export function addToQuoteControl(product: QuoteProduct) {
  return { [addToQuoteAttribute]: JSON.stringify(product), [earlyPressAttribute]: "", "aria-label": `Add to quote: ${product.name}` };
}

export function AddToQuoteButton({ product, ...buttonProps }: { product: QuoteProduct } & Omit<ButtonProps, "children">) {
  return (
    <Button type="button" minH="11" css={pendingPressStyle} {...buttonProps} {...addToQuoteControl(product)}>
      <Icon name="clipboardList" size={16} />
      Add to quote
    </Button>
  );
}
