import { describe, expect, it } from "vitest";
import { escapeCsvField, toCsv } from "./toCsv";

describe("escapeCsvField", () => {
  it("leaves plain text alone and empties null", () => {
    expect(escapeCsvField("Acme Ltd")).toBe("Acme Ltd");
    expect(escapeCsvField(42)).toBe("42");
    expect(escapeCsvField(null)).toBe("");
    expect(escapeCsvField(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(escapeCsvField("Smith, John")).toBe('"Smith, John"');
    expect(escapeCsvField('The "best" sensor')).toBe('"The ""best"" sensor"');
    expect(escapeCsvField("line one\nline two")).toBe('"line one\nline two"');
  });

  it("defuses spreadsheet formulas", () => {
    expect(escapeCsvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(escapeCsvField("+1,2")).toBe(`"'+1,2"`);
  });
});

describe("toCsv", () => {
  it("writes a header and one CRLF line per row", () => {
    const rows = [
      { name: "Ada", note: "hi, there" },
      { name: "Bob", note: null },
    ];
    const csv = toCsv(rows, [
      { header: "Name", value: (r) => r.name },
      { header: "Note", value: (r) => r.note },
    ]);
    expect(csv).toBe('Name,Note\r\nAda,"hi, there"\r\nBob,\r\n');
  });
});
