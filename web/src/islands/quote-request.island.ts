export { QuoteRequest as default } from "~/pages/quote/QuoteRequest";
