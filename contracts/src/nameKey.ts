/**
 * The form in which two names are the same name (category names, imported product names): NFKC,
 * without invisible characters (zero-width spaces and joiners, soft hyphens, variation selectors),
 * runs of whitespace as one space, trimmed, case folded. "Air Quality\u200B", its NFD spelling and
 * "  air  quality " all have the key of "Air Quality".
 */
export function nameKey(name: string): string {
  return name
    .normalize("NFKC")
    .replace(/\p{Default_Ignorable_Code_Point}/gu, "")
    .replace(/\s+/gu, " ")
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize("NFKC");
}
