import { describe, expect, it } from "vitest";
import { readYaml } from "./safeYaml";

describe("readYaml", () => {
  it("reads a definition's YAML as plain data", () => {
    const reading = readYaml("r718y.yaml", "name: R718Y\nfirmwareVersions:\n  - version: 1.0\n    profiles: {EU863-870: {id: p}}\n");
    expect(reading).toMatchObject({ ok: true, value: { name: "R718Y", firmwareVersions: [{ version: 1, profiles: { "EU863-870": { id: "p" } } }] } });
  });

  it.each([
    ["!!js/function", 'name: ok\nrun: !!js/function "function () {}"\n', 2],
    ["!!js/regexp", "name: ok\nipCode: !!js/regexp /IP67/\n", 2],
    ["!!binary", "photo: !!binary R0lGODlh\n", 1],
    ["!local", "name: !local thing\n", 1],
  ])("refuses the file for the tag %s, naming its line", (tag, yaml, line) => {
    expect(readYaml("vendor/x/foo.yaml", yaml)).toEqual({
      ok: false,
      problems: [{ file: "vendor/x/foo.yaml", line, field: null, message: expect.stringContaining(`This file uses the YAML tag ${tag}:`) }],
    });
  });

  it("refuses a billion laughs at the line of its first alias", () => {
    const levels = ["a", "b", "c", "d", "e"];
    const yaml = [
      "a: &a [x, x, x, x, x, x, x, x, x]",
      ...levels.slice(1).map((name, i) => `${name}: &${name} [${Array(9).fill(`*${levels[i]}`).join(", ")}]`),
    ].join("\n");
    expect(readYaml("bomb.yaml", yaml)).toEqual({
      ok: false,
      problems: [{ file: "bomb.yaml", line: 2, field: null, message: expect.stringContaining("billion laughs") }],
    });
  });

  it("keeps an alias or two, as a person might write", () => {
    expect(readYaml("ok.yaml", "a: &x [1, 2]\nb: *x\n")).toMatchObject({ ok: true, value: { a: [1, 2], b: [1, 2] } });
  });

  it("refuses a file longer than a definition ever is before reading it, naming the file", () => {
    expect(readYaml("vendor/x/foo.yaml", `name: "${"x".repeat(300_000)}"`)).toEqual({
      ok: false,
      problems: [
        {
          file: "vendor/x/foo.yaml",
          line: null,
          field: null,
          message: "This file has 300,008 characters; a device definition has at most 200,000: it was not read",
        },
      ],
    });
  });

  it("names the line of a YAML error", () => {
    expect(readYaml("broken.yaml", "name: ok\nsensors: [a\n")).toMatchObject({
      ok: false,
      problems: [{ file: "broken.yaml", line: expect.any(Number), message: expect.stringMatching(/^This is not valid YAML/) }],
    });
  });
});
