// The quote list's public surface: the Add to quote button (product cards and pages), the header's
// link with its count, the notice of what a press did, and the list itself for the /quote page.
export { AddToQuoteButton } from "./components/AddToQuoteButton";
export { QuoteBadgeLink } from "./components/QuoteBadgeLink";
export { QuoteNotice } from "./components/QuoteNotice";
;
export { default as QuoteRequest } from "./components/QuoteRequest.island";
;
;
;
;
