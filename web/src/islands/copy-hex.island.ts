export { CopyHexButton as default } from "~/pages/brand/CopyHexButton";
