/** A script's text, minified, to write inline into a page (web/inlineScript.ts). */
declare module "*?inline-script" {
  const text: string;
  export default text;
}
