// The brand page's public surface: the button that copies a colour's hex code. Its behaviour
// (lib/copyButtons.controls.ts) is a page control the boot starts, without the button's Chakra.
export { CopyHexButton } from "./components/CopyHexButton";
