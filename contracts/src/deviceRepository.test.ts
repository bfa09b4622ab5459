import { describe, expect, it } from "vitest";
import { photoFinder, repositoryFileKind, vendorNameOf } from "./deviceRepository";

describe("vendorNameOf", () => {
  it("names a vendor by vendor/index.yaml's display name, the folder id when it has none", () => {
    expect(vendorNameOf("dragino")).toBe("Dragino Technology Co., Limited");
    expect(vendorNameOf("netvox")).toBe("Netvox Technology Co., Limited");
    expect(vendorNameOf("acme-sensors")).toBe("acme-sensors");
    expect(vendorNameOf("dragino", { dragino: "Dragino" })).toBe("Dragino");
    expect(vendorNameOf("constructor", {})).toBe("constructor");
  });
});

describe("repositoryFileKind", () => {
  it.each([
    ["index.yaml", { endDevices: ["sta"] }, "index"],
    ["index.yaml", { vendors: [] }, "vendors"],
    ["sta-codec.yaml", { uplinkDecoder: {} }, "codec"],
    ["decoder.yaml", { uplinkDecoder: {} }, "codec"],
    ["sx1261-16db-profile.yaml", { macVersion: "1.0.3" }, "profile"],
    ["profile-eu868.yaml", { macVersion: "1.0.3", supportsJoin: true }, "profile"],
    ["r211.yaml", { name: "R211", firmwareVersions: [] }, "device"],
    ["broken.yaml", undefined, "device"],
  ])("%s is read as %s", (file, document, kind) => {
    expect(repositoryFileKind(file, document)).toBe(kind);
  });
});

describe("photoFinder", () => {
  const find = photoFinder([{ file: "photos/r718y.jpg" }, { file: "r718y.jpg" }, { file: "sta.png" }, { file: "a/same.png" }, { file: "b/same.png" }]);
  it("finds a photo by its path in the folder, else by its name when one file has it", () => {
    expect(find("photos/r718y.jpg")).toEqual({ file: "photos/r718y.jpg" });
    expect(find("./r718y.jpg")).toEqual({ file: "r718y.jpg" });
    expect(find("photos/sta.png")).toEqual({ file: "sta.png" });
    expect(find("c/same.png")).toBeUndefined();
    expect(find("missing.png")).toBeUndefined();
  });
});
