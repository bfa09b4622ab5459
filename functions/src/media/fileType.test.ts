import { describe, expect, it } from "vitest";
import { detectFileType } from "./fileType.js";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));

describe("detectFileType", () => {
  it.each([
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "rest"), "image/png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"), "image/jpeg"],
    ["GIF", bytes("GIF89a", [1, 0, 1, 0]), "image/gif"],
    ["WebP", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["PDF", bytes("%PDF-1.7\n"), "application/pdf"],
  ])("recognises %s by its bytes", (_name, file, mimeType) => {
    expect(detectFileType(file)?.mimeType).toBe(mimeType);
  });

  it.each([
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ["HTML", bytes("<!doctype html><script>alert(1)</script>")],
    ["a RIFF that is not WebP", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ")],
    ["an empty file", bytes()],
  ])("refuses %s", (_name, file) => {
    expect(detectFileType(file)).toBeNull();
  });
});
