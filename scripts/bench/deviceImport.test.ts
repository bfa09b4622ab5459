import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repositoryDevices } from "./deviceImport";

const fixtures = new URL("../../functions/test/fixtures/lorawan-devices/", import.meta.url).pathname;

describe("repositoryDevices (the bench's whole-repository import, issue 47)", () => {
  const root = mkdtempSync(join(tmpdir(), "devrepo-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "vendor"));
  writeFileSync(join(root, "vendor/index.yaml"), "vendors:\n  - id: n-fuse\n    name: n-fuse GmbH\n  - id: netvox\n    name: Netvox Technology Co., Limited\n");
  cpSync(join(fixtures, "n-fuse"), join(root, "vendor/n-fuse"), { recursive: true });
  cpSync(join(fixtures, "netvox"), join(root, "vendor/netvox"), { recursive: true });
  mkdirSync(join(root, "vendor/acme"));
  cpSync(join(fixtures, "bosch/tps110.yaml"), join(root, "vendor/acme/tps110.yaml"));

  it("takes every device file of a vendor folder, listed in its index.yaml or not, without index, codecs and profiles", () => {
    expect(repositoryDevices(root).map(({ file }) => file)).toEqual(["acme/tps110.yaml", "n-fuse/sta.yaml", "netvox/r718j.yaml", "netvox/r718y.yaml"]);
  });

  it("names each vendor as the admin's folder import does: vendor/index.yaml's display name, else the folder id", () => {
    expect(Object.fromEntries(repositoryDevices(root).map(({ file, vendor }) => [file.split("/")[0], vendor]))).toEqual({
      acme: "acme",
      "n-fuse": "n-fuse GmbH",
      netvox: "Netvox Technology Co., Limited",
    });
  });
});
