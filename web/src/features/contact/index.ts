// The contact feature's public surface.
export { default as ContactForm, type ContactFormProps } from "./components/ContactForm.island";
export { contactFormValuesOf, missingRequiredFields, requestFailed, requestSent, requiredFieldsMissing } from "./lib/contactFormValues";
export { ContactSideCards } from "./components/ContactSideCards";
