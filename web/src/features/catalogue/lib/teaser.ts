/**
 * How much of a description a product card carries. The card shows two lines of it (about 120
 * characters on the widest card, under 100 on a phone) and clamps the rest; the Device Repository's
 * descriptions run to 500 characters, which twelve cards sent in every marketplace page for no one
 * to see (issue 32's HTML budget).
 */
const cardTextLength = 160;

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
