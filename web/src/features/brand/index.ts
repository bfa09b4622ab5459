// The brand page's public surface: the button that copies a colour's hex code. Its behaviour
// (lib/copyButtons.ts) is started by startPage.ts, which imports it alone, without the button's Chakra.
export { CopyHexButton } from "./components/CopyHexButton";
