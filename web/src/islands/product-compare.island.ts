export { ProductCompare as default } from "~/features/catalogue/components/CompareControls";
