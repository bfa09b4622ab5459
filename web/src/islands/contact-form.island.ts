export { ContactForm as default } from "~/features/contact/components/ContactForm";
