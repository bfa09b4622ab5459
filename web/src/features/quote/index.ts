// The quote list's public surface: the Add to quote button (product cards and pages), the header's
// link with its count and the notice of what a press did. The /quote page imports its island,
// QuoteRequest.island, itself: a card importing this module must not bring the list's form along.
export { AddToQuoteButton, addToQuoteControl } from "./components/AddToQuoteButton";
export { QuoteBadgeLink } from "./components/QuoteBadgeLink";
export { QuoteNotice } from "./components/QuoteNotice";
