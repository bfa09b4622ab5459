// The contact feature's public surface.
export { default as ContactForm } from "./components/ContactForm.island";
export { ContactSideCards } from "./components/ContactSideCards";
