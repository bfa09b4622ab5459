import { describe, expect, it, vi } from "vitest";
import { bodyParserRefusal, isWellFormedText, jsonCharsetRefusal } from "./bodyErrors.js";
import { HttpError } from "./errors.js";

/** An error shaped as body-parser (http-errors) makes them. */
const parserError = (status: number, fields: Record<string, unknown>) => Object.assign(new Error("internal detail"), { status, expose: true, ...fields });

describe("bodyParserRefusal", () => {
  it("tells malformed JSON from JSON that is not an object", () => {
    expect(bodyParserRefusal(parserError(400, { type: "entity.parse.failed", body: "{bad" }))).toEqual({ status: 400, message: "Malformed JSON body" });
    for (const body of ["null", ' "x" ', "42"]) {
      expect(bodyParserRefusal(parserError(400, { type: "entity.parse.failed", body }))).toEqual({
        status: 400,
        message: "The request body must be a JSON object",
      });
    }
  });

  it("keeps body-parser's status and never its message", () => {
    expect(bodyParserRefusal(parserError(413, { type: "parameters.too.many" }))).toEqual({ status: 413, message: "Too many form fields (at most 1000)" });
    expect(bodyParserRefusal(parserError(415, { type: "encoding.unsupported" }))?.status).toBe(415);
    expect(bodyParserRefusal(parserError(400, { errno: -3, code: "Z_DATA_ERROR" }))?.message).toMatch(/^The request body could not be decoded/);
  });

  it("leaves every other error alone", () => {
    expect(bodyParserRefusal(new HttpError(404, "Product not found"))).toBeNull();
    expect(bodyParserRefusal(new Error("boom"))).toBeNull();
    expect(bodyParserRefusal(Object.assign(new Error("x"), { status: 500, expose: false, type: "stream.encoding.set" }))).toBeNull();
  });
});

describe("jsonCharsetRefusal", () => {
  it("takes UTF-8 in any case, or no charset", () => {
    for (const contentType of [
      undefined,
      "application/json",
      "application/json; charset=utf-8",
      "application/json;charset=UTF-8",
      'application/json; charset="Utf-8"',
    ]) {
      expect(jsonCharsetRefusal(contentType), contentType).toBeNull();
    }
  });

  it("answers any other charset 415, UTF-16 and UTF-32 included", () => {
    for (const contentType of [
      "application/json; charset=utf-16",
      "application/json; charset=UTF-32BE",
      "application/json; charset=iso-8859-1",
      "application/json; charset=",
    ]) {
      expect(jsonCharsetRefusal(contentType), contentType).toEqual({ status: 415, message: "Unsupported charset: send UTF-8" });
    }
  });
});

describe("isWellFormedText", () => {
  it("finds a lone surrogate in any string, key or depth", () => {
    expect(isWellFormedText({ a: ["b", { c: "d 😀" }], n: 1, z: null })).toBe(true);
    expect(isWellFormedText({ a: ["b", { c: "d\ud800" }] })).toBe(false);
    expect(isWellFormedText({ "\udc00": 1 })).toBe(false);
    expect(isWellFormedText("\ude00\ud83d")).toBe(false);
  });

  it("walks nesting deeper than the call stack", () => {
    let deep: unknown = "\ud800";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(isWellFormedText(deep)).toBe(false);
  });

  it("leaves bytes alone: a Buffer body (an upload) is not walked entry by entry", () => {
    const entries = vi.spyOn(Object, "entries");
    try {
      expect(isWellFormedText(Buffer.alloc(10 * 1024 * 1024))).toBe(true);
      expect(isWellFormedText({ file: new Uint8Array(8) })).toBe(true);
      expect(entries).toHaveBeenCalledTimes(1);
    } finally {
      entries.mockRestore();
    }
  });
});
