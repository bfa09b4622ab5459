import { describe, expect, it } from "vitest";
import { repositoryFileKind, vendorNameOf } from "./deviceRepository";

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
