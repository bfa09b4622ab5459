/**
 * The function writes a product's head tags into the HTML of /products/{id}, marked
 * data-server-head (functions/src/render/html.ts). Once the route's own meta has rendered the same
 * tags, the server's copies go, so the head never holds two titles or canonicals.
 */
export function removeServerHeadTags(doc: Document = document) {
  doc.head.querySelectorAll("[data-server-head]").forEach((node) => node.remove());
}
