import { describe, expect, it } from "vitest";
import type { ImportDevicesResult, ImportedDevice } from "@lorawan/contracts/deviceImport";
import { mergeImportAnswers, planImportParts } from "./importParts";
import type { ChosenFiles } from "./vendorFolderFiles";

const photo = (file: string, bytes: number) => ({ file, blob: new Blob([new Uint8Array(bytes)]) });
const device = (file: string, photos: string[], skipped = false) =>
  ({ file, skipped, photos, notes: [], product: { name: file } }) as unknown as ImportedDevice;
const answer = (fields: Partial<ImportDevicesResult>): ImportDevicesResult => ({
  message: "",
  added: 0,
  skipped: 0,
  products: [],
  problems: [],
  files: [],
  ...fields,
});

// beiselen/radar names five photos; Netvox's definitions name photos/<device>.jpg.
const chosen: ChosenFiles = {
  folder: "vendor",
  vendor: "Vendor",
  devices: ["a.yaml", "b.yaml", "c.yaml", "d.yaml", "old.yaml"].map((file) => ({ file, yaml: "x".repeat(100) })),
  images: [photo("photos/a.jpg", 300), photo("photos/b1.jpg", 300), photo("photos/b2.jpg", 300), photo("c.png", 3000), photo("shared.png", 30)],
  otherFiles: [],
};
const preview = answer({
  products: [
    device("a.yaml", ["photos/a.jpg", "shared.png"]),
    device("old.yaml", ["photos/a.jpg"], true),
    device("b.yaml", ["photos/b1.jpg", "photos/b2.jpg", "shared.png"]),
    device("c.yaml", ["c.png"]),
    device("d.yaml", ["missing.png"]),
  ],
  files: [{ file: "index.yaml", outcome: "used", reason: "The vendor's list of 5 devices" }],
});

describe("planImportParts", () => {
  it("puts each new device in one request with every photo it names, and no request over the budget", () => {
    const parts = planImportParts(chosen, preview, 1000);
    expect(parts.map((part) => [part.devices.map((d) => d.file), part.images.map((i) => i.file)])).toEqual([
      [["a.yaml"], ["photos/a.jpg", "shared.png"]],
      [["b.yaml"], ["photos/b1.jpg", "photos/b2.jpg", "shared.png"]],
      // c.png alone passes the budget: it is left out (the import notes it as not sent), and d.yaml fits beside c.yaml.
      [["c.yaml", "d.yaml"], []],
    ]);
  });

  it("sends a small folder's new devices in one request", () => {
    const parts = planImportParts(chosen, preview);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.devices.map((d) => d.file)).toEqual(["a.yaml", "b.yaml", "c.yaml", "d.yaml"]);
    expect(parts[0]!.images).toHaveLength(5);
  });
});

describe("mergeImportAnswers", () => {
  it("makes one report of the requests' answers, in the preview's order", () => {
    const report = mergeImportAnswers(preview, [
      answer({ added: 1, products: [device("a.yaml", [])], files: [{ file: "photos/a.jpg", outcome: "used", reason: "Photo of a.yaml" }] }),
      answer({
        added: 2,
        products: [device("c.yaml", []), device("d.yaml", [])],
        problems: [{ file: "b.yaml", line: null, field: "photos", message: "The photo photos/b1.jpg is not an image" }],
      }),
    ]);
    expect(report).toMatchObject({
      added: 3,
      skipped: 1,
      message: "Imported 3 devices, 1 device skipped (the vendor has a product of that name), 1 file cannot be imported",
    });
    expect(report.products.map((p) => [p.file, p.skipped])).toEqual([
      ["a.yaml", false],
      ["old.yaml", true],
      ["c.yaml", false],
      ["d.yaml", false],
    ]);
    expect(report.problems.map((p) => p.file)).toEqual(["b.yaml"]);
    expect(report.files.map((f) => f.file)).toEqual(["index.yaml"]);
  });
});
