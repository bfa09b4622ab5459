/** Escaping for text and attribute values written into HTML by the function. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** JSON inside <script type="application/ld+json">: no "</script>", comment or line-separator breakout. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export type HeadTag =
  | { kind: "title"; text: string }
  | { kind: "meta"; name?: string; property?: string; content: string }
  | { kind: "link"; attrs: Record<string, string> }
  | { kind: "jsonLd"; data: unknown }
  /** Data for the page's scripts (not executed, so outside the Content-Security-Policy). */
  | { kind: "data"; id: string; data: unknown };

/** Every tag carries data-server-head so the client can drop them once its own meta has rendered. */
export function renderHeadTags(tags: HeadTag[]): string {
  const marker = "data-server-head";
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case "title":
          return `<title ${marker}>${escapeHtml(tag.text)}</title>`;
        case "meta": {
          const key = tag.name !== undefined ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property ?? "")}"`;
          return `<meta ${marker} ${key} content="${escapeHtml(tag.content)}">`;
        }
        case "link":
          return `<link ${marker} ${Object.entries(tag.attrs)
            .map(([k, v]) => `${escapeHtml(k)}="${escapeHtml(v)}"`)
            .join(" ")}>`;
        case "jsonLd":
          return `<script ${marker} type="application/ld+json">${jsonForScript(tag.data)}</script>`;
        case "data":
          return `<script type="application/json" id="${escapeHtml(tag.id)}">${jsonForScript(tag.data)}</script>`;
      }
    })
    .join("");
}

/** Puts the tags at the end of the shell's head (after the charset and viewport). */
export function injectIntoHead(shell: string, tagsHtml: string): string {
  const at = shell.indexOf("</head>");
  if (at === -1) throw new Error("The page shell has no </head>");
  return shell.slice(0, at) + tagsHtml + shell.slice(at);
}
