import { describe, expect, it } from "vitest";
import { send, signedInApiForFile, unique } from "./helpers.js";
import { storeSnapshot } from "./storeSnapshot.js";

const signedIn = signedInApiForFile();

type Refusal = { message: string; issues: { path: string; message: string }[] };
const product = () => ({ name: `Sensor ${unique()}`, manufacturer: "Acme", description: "Measures things" });
const article = () => ({ title: `News ${unique()}`, excerpt: "Short", content: "Long text", category: "Product" });

/** Links a public page would render as live href/src: scripts, documents, local files, other hosts. */
const dangerous = [
  "javascript:alert(document.cookie)",
  "JavaScript:alert(1)",
  "  javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:image/svg+xml;base64,PHN2Zz4=",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "//evil.example/x.png",
  "/\\evil.example/x.png",
  "/\t/evil.example/x.png",
  "https:/evil.example",
  "http:evil.example",
  "https://",
  "mailto:sales@example.com",
  "api/images/x.png",
];

const linkMessage = (label: string) =>
  `${label} must be a web address starting with http:// or https://, or a site path starting with / (such as /api/images/...)`;

describe("links are web addresses or site paths", () => {
  it.each([
    ["website", "Website"],
    ["datasheet", "Datasheet"],
    ["image", "Image"],
  ])("product %s: every dangerous link is refused with 400 naming the field, and nothing is stored", async (field, label) => {
    const before = await storeSnapshot();
    for (const link of dangerous) {
      const response = await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body: { ...product(), [field]: link } });
      expect(response.status, link).toBe(400);
      expect(((await response.json()) as Refusal).issues, link).toEqual([{ path: field, message: linkMessage(label) }]);
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  it("product imageGallery: each entry is checked and named by its position", async () => {
    const before = await storeSnapshot();
    const response = await send(signedIn.api, "POST", "/api/admin/products", {
      cookie: signedIn.admin,
      body: { ...product(), imageGallery: ["/api/images/a.webp", "javascript:alert(1)"] },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Refusal).issues).toEqual([{ path: "imageGallery.1", message: linkMessage("Image gallery entry") }]);
    expect(await storeSnapshot()).toEqual(before);
  });

  it("an update with a dangerous link leaves the product as it was", async () => {
    const created = (await (
      await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body: { ...product(), website: "https://example.com" } })
    ).json()) as { id: number };
    const before = await storeSnapshot();
    const response = await send(signedIn.api, "PUT", `/api/admin/products/${created.id}`, {
      cookie: signedIn.admin,
      body: { ...product(), website: "javascript:alert(1)" },
    });
    expect(response.status).toBe(400);
    expect(await storeSnapshot()).toEqual(before);
  });

  it("news featuredImage: dangerous links are refused, on create and on update", async () => {
    const created = (await (await send(signedIn.api, "POST", "/api/admin/news", { cookie: signedIn.admin, body: article() })).json()) as { id: number };
    const before = await storeSnapshot();
    for (const link of dangerous) {
      const create = await send(signedIn.api, "POST", "/api/admin/news", { cookie: signedIn.admin, body: { ...article(), featuredImage: link } });
      expect(create.status, link).toBe(400);
      expect(((await create.json()) as Refusal).issues, link).toEqual([{ path: "featuredImage", message: linkMessage("Featured image") }]);
      const update = await send(signedIn.api, "PUT", `/api/admin/news/${created.id}`, { cookie: signedIn.admin, body: { ...article(), featuredImage: link } });
      expect(update.status, link).toBe(400);
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  it("an import file with a dangerous link imports nothing", async () => {
    const before = await storeSnapshot();
    const file = { categories: [{ name: `Cat ${unique()}` }], products: [{ ...product(), datasheet: "data:text/html,<h1>x</h1>" }], news: [article()] };
    const response = await send(signedIn.api, "POST", "/api/admin/import-data", { cookie: signedIn.admin, body: file });
    expect(response.status).toBe(400);
    expect(await storeSnapshot()).toEqual(before);
  });

  it("keeps http(s) addresses and site paths as given (trimmed)", async () => {
    const links = {
      website: " https://www.example.com/sensors?model=TH-310#specs ",
      datasheet: "http://example.com/datasheets/th-310.pdf",
      image: "/api/images/media/0d9c3c7e-1d5f-4a4e-9f1e-3a1b2c3d4e5f.png",
      imageGallery: ["/images/hero.webp", "HTTPS://CDN.EXAMPLE.COM/A.PNG"],
    };
    const response = await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body: { ...product(), ...links } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ...links, website: "https://www.example.com/sensors?model=TH-310#specs" });
    const news = await send(signedIn.api, "POST", "/api/admin/news", {
      cookie: signedIn.admin,
      body: { ...article(), featuredImage: "/api/images/news/gateway.webp" },
    });
    expect(news.status).toBe(201);
    expect(await news.json()).toMatchObject({ featuredImage: "/api/images/news/gateway.webp" });
  });
});
