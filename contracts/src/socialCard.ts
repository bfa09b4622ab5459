/**
 * Social cards (Open Graph, X): 1200 x 630, the size every network shows large. The site's own
 * cards are rendered at build (/api/images/social/<name>.jpg). A stored image (a product's photo or
 * an article's, 800 x 600 or any other shape) gets a card made from it on request, at
 * /api/images/social/of/<its key>.jpg: the image whole, centred on white (decision 082).
 */
export const socialCardSize = { width: 1200, height: 630 } as const;

const imagesPrefix = "/api/images/";
export const socialCardsPrefix = `${imagesPrefix}social/`;
const cardOfPrefix = `${socialCardsPrefix}of/`;

/** Folders of the blob store whose images can be made into a card: uploads and the seeded products. */
const cardSources = /^(?:media|products)\/[\w.-]+\.(?:png|jpe?g|gif|webp)$/;

/**
 * The card for a page's image (a root-relative path): a stored image's card, the image itself when
 * it is already a card, and null for any other (another site's address), whose size is unknown.
 */
export function socialCardFor(path: string): string | null {
  if (path.startsWith(socialCardsPrefix)) return path;
  const key = path.startsWith(imagesPrefix) ? path.slice(imagesPrefix.length) : null;
  return key !== null && cardSources.test(key) ? `${cardOfPrefix}${key}.jpg` : null;
}

/** The stored image a card key (what follows /api/images/) is made from, or null when it names none. */
export function cardSourceKey(key: string): string | null {
  const prefix = cardOfPrefix.slice(imagesPrefix.length);
  if (!key.startsWith(prefix) || !key.endsWith(".jpg")) return null;
  const source = key.slice(prefix.length, -".jpg".length);
  return cardSources.test(source) ? source : null;
}
