// The contact feature's public surface.
export { default as ContactForm, type ContactFormProps } from "./components/ContactForm.island";
export { contactFormValuesOf, missingRequiredFields, requestFailed, requiredFieldsMissing } from "./lib/contactFormValues";
export { ContactSideCards } from "./components/ContactSideCards";
