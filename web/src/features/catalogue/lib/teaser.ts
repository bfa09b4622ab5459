/**
 * How much of a description a product card carries: what its two lines can show, and a little more.
 * Measured on the Device Repository's descriptions in Inter, the most a card showed was 108
 * characters (414 px and 1,280 px wide; 65-92 at 375, 768 and 1,024 px); the clamp hides the rest,
 * so more is sent for no one to see (issue 46's HTML budget). The descriptions run to 500 characters.
 */
const cardTextLength = 120;

/**
 * `text` cut at a word's end to at most `length` characters, the ellipsis it then ends with
 * included. A teaser is its own teaser: the home page carries its cards' text already cut.
 */
export function teaser(text: string, length = cardTextLength): string {
  const trimmed = text.trim();
  if (trimmed.length <= length) return trimmed;
  const room = length - 1;
  const head = trimmed.slice(0, room);
  // At the last space, unless that leaves little of it (one very long word).
  const space = /\s/.test(trimmed[room]!) ? room : head.search(/\s\S*$/);
  return `${(space > room / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}
