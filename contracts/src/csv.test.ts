import { describe, expect, it } from "vitest";
import { escapeCsvField, toCsv } from "./csv";

describe("escapeCsvField", () => {
  it("quotes every field, null as an empty one", () => {
    expect(escapeCsvField("Acme Ltd")).toBe('"Acme Ltd"');
    expect(escapeCsvField(42)).toBe('"42"');
    expect(escapeCsvField(null)).toBe('""');
    expect(escapeCsvField(undefined)).toBe('""');
  });

  it("keeps commas and line breaks inside the quotes and doubles quotes", () => {
    expect(escapeCsvField("Smith John")).toBe('"Smith John"');
    expect(escapeCsvField('The "best" sensor')).toBe('"The ""best"" sensor"');
    expect(escapeCsvField("line one\nline two")).toBe('"line one\nline two"');
  });

  it("defuses spreadsheet formulas at the start of the field", () => {
    expect(escapeCsvField("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(escapeCsvField("+1")).toBe(`"'+1"`);
    expect(escapeCsvField("-2")).toBe(`"'-2"`);
    expect(escapeCsvField("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(escapeCsvField("\t=1")).toBe(`"'\t'=1"`);
  });

  it("defuses a formula a reader splitting on ; , tab, | or a line break would find inside the field", () => {
    expect(escapeCsvField("a;=1+1")).toBe(`"a;'=1+1"`);
    expect(escapeCsvField("a,+1")).toBe(`"a,'+1"`);
    expect(escapeCsvField("a\t-1")).toBe(`"a\t'-1"`);
    expect(escapeCsvField("a| @x")).toBe(`"a| '@x"`);
    expect(escapeCsvField('a;"=1')).toBe(`"a;""'=1"`);
    expect(escapeCsvField("first line\n=cmd|' /C calc'!A0")).toBe(`"first line\n'=cmd|' /C calc'!A0"`);
  });

  it("leaves signs inside words alone", () => {
    expect(escapeCsvField("LoRa-WAN e-mail a+b x@y.z 2=2")).toBe('"LoRa-WAN e-mail a+b x@y.z 2=2"');
  });
});

describe("toCsv", () => {
  it("writes a quoted header and one CRLF line per row", () => {
    const rows = [
      { name: "Ada", note: "hi, there" },
      { name: "Bob", note: null },
    ];
    const csv = toCsv(rows, [
      { header: "Name", value: (r) => r.name },
      { header: "Note", value: (r) => r.note },
    ]);
    expect(csv).toBe('"Name","Note"\r\n"Ada","hi, there"\r\n"Bob",""\r\n');
  });
});
