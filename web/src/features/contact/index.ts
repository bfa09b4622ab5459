// The contact feature's public surface.
export { ContactForm } from "./components/ContactForm";
export { ContactSideCards } from "./components/ContactSideCards";
