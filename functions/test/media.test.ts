import express from "express";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";
import { blobStore } from "../src/blob/index.js";
import { db } from "../src/firebase.js";
import { send, serve, signedInCookies, startApi, type TestApi } from "./helpers.js";

let api: TestApi;
let admin: Awaited<ReturnType<typeof signedInCookies>>;
let png: Buffer;
beforeAll(async () => {
  api = await startApi();
  admin = await signedInCookies(api);
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#00d4aa" } })
    .png()
    .toBuffer();
});
afterAll(() => api.close());

/**
 * A valid black 1-bit PNG of any size, built by hand: its rows compress to almost nothing, so a
 * 16,000 x 16,000 image costs a few KB and no pixel pipeline.
 */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

type MediaFile = {
  id: string;
  filename: string;
  originalName: string;
  size: number;
  mimeType: string;
  category: string;
  url: string;
  thumbnailUrl: string | null;
  uploadedBy: string;
};

function upload(bytes: Buffer, name: string, type: string, field = "file") {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(api.url("/api/admin/media/upload"), { method: "POST", headers: { Cookie: admin.adminCookie }, body: form });
}

describe("POST /api/admin/media/upload", () => {
  it("stores an image under a generated name with a WebP thumbnail and answers 200 {file}", async () => {
    const response = await upload(png, "../../etc/teal.png", "image/png");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { file } = (await response.json()) as { file: MediaFile };
    expect(file).toMatchObject({ originalName: "teal.png", size: png.length, mimeType: "image/png", category: "image", uploadedBy: admin.admin.uid });
    expect(file.filename).toMatch(/^media\/[0-9a-f-]{36}\.png$/);
    expect(file.url).toBe(`/api/images/${file.filename}`);

    const served = await fetch(api.url(file.url));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const thumb = await fetch(api.url(file.thumbnailUrl!));
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBeLessThanOrEqual(320);

    const list = (await (await send(api, "GET", "/api/admin/media", { cookie: admin.adminCookie })).json()) as MediaFile[];
    expect(list[0]?.id).toBe(file.id);
  });

  it("makes a stored image's 1200 x 630 social card on request, and none from a document or an unknown key (issue 32)", async () => {
    const { file } = (await (await upload(png, "teal.png", "image/png")).json()) as { file: MediaFile };
    const card = await fetch(api.url(`/api/images/social/of/${file.filename}.jpg`));
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);

    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const { file: document } = (await (await upload(pdf, "manual.pdf", "application/pdf")).json()) as { file: MediaFile };
    for (const key of [`${document.filename}.jpg`, "media/00000000-0000-0000-0000-000000000000.png.jpg", `${file.filename}`]) {
      expect((await fetch(api.url(`/api/images/social/of/${key}`))).status, key).toBe(404);
    }
  });

  it("decides the type by the bytes: a PDF named .png is a document served as an attachment", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const response = await upload(pdf, "datasheet.png", "image/png");
    expect(response.status).toBe(200);
    const { file } = (await response.json()) as { file: MediaFile };
    expect(file).toMatchObject({ mimeType: "application/pdf", category: "document", thumbnailUrl: null });
    expect(file.filename).toMatch(/\.pdf$/);
    const served = await fetch(api.url(file.url));
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toMatch(/^attachment/);
  });

  it.each([
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "logo.svg", "image/svg+xml"],
    ["HTML renamed to .png", "<!doctype html><h1>hi</h1>", "innocent.png", "image/png"],
    ["a text file", "just text", "notes.txt", "text/plain"],
  ])("refuses %s with 415", async (_name, content, filename, type) => {
    const response = await upload(Buffer.from(content), filename, type);
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Unsupported file type/);
  });

  it("stores a document of exactly 10 MB, the most spec 9.1 allows", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(10 * 1024 * 1024 - 9, 0x20)]);
    const response = await upload(pdf, "datasheet.pdf", "application/pdf");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { file: { size: number } }).file.size).toBe(10 * 1024 * 1024);
  });

  it("refuses a file over 10 MB with 413 and stores nothing", async () => {
    const before = (await db().collection("media_files").get()).size;
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    const response = await upload(big, "huge.png", "image/png");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "File too large (maximum 10 MB)" });
    expect((await db().collection("media_files").get()).size).toBe(before);
  });

  it("refuses an image over 50 megapixels with 413 and stores nothing", async () => {
    const before = (await db().collection("media_files").get()).size;
    const huge = blankPng(16_000, 16_000);
    expect(huge.length).toBeLessThan(100 * 1024);
    const response = await upload(huge, "huge.png", "image/png");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Image too large: at most 50 megapixels (this one is 16000 x 16000 pixels)" });
    expect((await db().collection("media_files").get()).size).toBe(before);
  });

  it("stores an image of 50 megapixels", async () => {
    const response = await upload(blankPng(10_000, 5_000), "wide.png", "image/png");
    expect(response.status).toBe(200);
  });

  it("serves a PNG with HTML appended only as a PNG, never as a page", async () => {
    const polyglot = Buffer.concat([png, Buffer.from("<html><script>alert(document.cookie)</script></html>")]);
    const response = await upload(polyglot, "polyglot.png", "text/html");
    expect(response.status).toBe(200);
    const { file } = (await response.json()) as { file: MediaFile };
    expect(file.mimeType).toBe("image/png");
    const served = await fetch(api.url(file.url));
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // Should a browser ever open the bytes as a document, it runs no script and has no origin.
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });

  it("answers 400 without a file field and for a non-multipart body", async () => {
    expect((await upload(png, "a.png", "image/png", "other")).status).toBe(400);
    const json = await send(api, "POST", "/api/admin/media/upload", { cookie: admin.adminCookie, body: { file: "x" } });
    expect(json.status).toBe(400);
  });
});

describe("upload as Cloud Functions deliver it", () => {
  it("parses the body Cloud Functions already read into req.rawBody", async () => {
    // The Functions framework reads the whole body before Express runs and keeps it as rawBody.
    const outer = express();
    outer.use(express.raw({ type: "multipart/form-data", limit: "11mb" }), (req, _res, next) => {
      (req as unknown as { rawBody: Buffer }).rawBody = req.body as Buffer;
      next();
    });
    outer.use(createApp());
    const server = await serve(outer);
    try {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "raw.png");
      const url = server.url("/api/admin/media/upload");
      const response = await fetch(url, { method: "POST", headers: { Cookie: admin.adminCookie }, body: form });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { file: MediaFile }).file).toMatchObject({ originalName: "raw.png", size: png.length });
    } finally {
      await server.close();
    }
  });
});

describe("DELETE /api/admin/media/{id}", () => {
  it("removes the record and the bytes, then answers 404", async () => {
    const { file } = (await (await upload(png, "gone.png", "image/png")).json()) as { file: MediaFile };
    const response = await send(api, "DELETE", `/api/admin/media/${file.id}`, { cookie: admin.adminCookie });
    expect(response.status).toBe(200);
    expect((await db().collection("media_files").doc(file.id).get()).exists).toBe(false);
    expect(await blobStore().get(file.filename)).toBeNull();
    expect(await blobStore().get(file.thumbnailUrl!.replace("/api/images/", ""))).toBeNull();
    expect((await fetch(api.url(file.url))).status).toBe(404);
    expect((await send(api, "DELETE", `/api/admin/media/${file.id}`, { cookie: admin.adminCookie })).status).toBe(404);
  });
});
