import { describe, expect, it } from "vitest";
import { readChosenFiles } from "./vendorFolderFiles";

/** A file as the folder picker gives it: its path below the chosen folder's parent. */
const picked = (path: string, content = "") => Object.assign(new File([content], path.split("/").at(-1)!), { webkitRelativePath: path });

describe("readChosenFiles", () => {
  it("takes a vendor folder's photos from the sub-folders its definitions name, by their path in the folder, and names the vendor as vendor/index.yaml does", async () => {
    const chosen = await readChosenFiles([
      picked("netvox/index.yaml", "endDevices: [r718y]"),
      picked("netvox/r718y.yaml", "name: R718Y"),
      picked("netvox/photos/r718y.jpg", "jpeg"),
      picked("netvox/payload/r718y.js"),
      picked("netvox/payload/r718y-codec.yaml"),
      picked("netvox/Netvox_logo.svg"),
    ]);
    expect(chosen).toMatchObject({ folder: "netvox", vendor: "Netvox Technology Co., Limited", otherFiles: ["Netvox_logo.svg"] });
    expect(chosen.devices.map((device) => device.file)).toEqual(["index.yaml", "r718y.yaml"]);
    expect(chosen.images.map((image) => [image.file, image.blob.size])).toEqual([["photos/r718y.jpg", 4]]);
  });

  it("takes files chosen one by one by their names, with no vendor", async () => {
    const chosen = await readChosenFiles([new File(["name: STA"], "sta.yaml"), new File(["png"], "sta.png")]);
    expect(chosen).toMatchObject({ folder: null, vendor: null, devices: [{ file: "sta.yaml", yaml: "name: STA" }], otherFiles: [] });
    expect(chosen.images.map((image) => image.file)).toEqual(["sta.png"]);
  });
});
