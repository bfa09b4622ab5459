// The brand page's public surface: the button that copies a colour's hex code.
export { default as CopyHexButton } from "./components/CopyHexButton.island";
