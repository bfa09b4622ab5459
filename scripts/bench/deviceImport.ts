import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "yaml";
import { repositoryFileKind, vendorNameOf } from "@lorawan/contracts/deviceRepository";
import { bulkProductLimit } from "@lorawan/contracts/product";
import { functionWorkerPids, rssMb } from "./memory.ts";

/** Issue 32: the whole LoRaWAN Device Repository imported in one request, and the marketplace with it. */
export interface DeviceImportBench {
  vendors: number;
  files: number;
  requestMegabytes: number;
  added: number;
  skipped: number;
  broken: number;
  importSeconds: number;
  /** The function workers' resident memory, summed, before and at most during the import. */
  workersRssMb: { before: number; peak: number };
  published: number;
  /** The page's HTML as served and as gzip -9 (the wire carries it compressed; decision 047's first round trip is about 14.3 KB). */
  marketplace: {
    htmlKilobytes: number;
    htmlGzipKilobytes: number;
    devicesFound: number | null;
    apiCount: number;
    facetChecks: { query: string; page: number | null; api: number }[];
  };
}

/**
 * The device definitions of a checkout, each with its vendor named as the admin's folder import
 * names it (vendor/index.yaml's display name, else the folder id): every device file of a vendor
 * folder, listed in its index.yaml or not, without its index, codecs and profiles (the import's own rule).
 */
export function repositoryDevices(root: string): { file: string; yaml: string; vendor: string }[] {
  const vendorDir = join(root, "vendor");
  const list = (parse(readFileSync(join(vendorDir, "index.yaml"), "utf8")) as { vendors?: { id?: unknown; name?: unknown }[] } | null)?.vendors ?? [];
  const names = Object.fromEntries(list.flatMap(({ id, name }) => (typeof id === "string" && typeof name === "string" ? [[id, name]] : [])));
  return readdirSync(vendorDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: id }) =>
      readdirSync(join(vendorDir, id))
        .filter((file) => /\.ya?ml$/i.test(file))
        .sort()
        .flatMap((file) => {
          const yaml = readFileSync(join(vendorDir, id, file), "utf8");
          let document: unknown;
          try {
            document = parse(yaml);
          } catch {
            document = undefined; // a broken definition is the import's to report
          }
          return repositoryFileKind(file, document) === "device" ? [{ file: `${id}/${file}`, yaml, vendor: vendorNameOf(id, names) }] : [];
        }),
    );
}

const devicesFound = (html: string) => Number(/(\d[\d,]*) devices? found/.exec(html)?.[1]?.replace(/,/g, "") ?? Number.NaN);

export async function importWholeRepository(
  base: string,
  root: string,
  credentials: { username: string; password: string },
  stackPid: number,
): Promise<DeviceImportBench> {
  const devices = repositoryDevices(root);
  const headers = { "content-type": "application/json", origin: base };
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers, body: JSON.stringify(credentials) });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const body = JSON.stringify({ vendor: "Device Repository", devices });
  const rss = () => functionWorkerPids(stackPid).reduce((sum, pid) => sum + (rssMb(pid) ?? 0), 0);
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 500);
  const start = Date.now();
  const response = await fetch(`${base}/api/admin/import-devices`, {
    method: "POST",
    headers: { ...headers, cookie },
    body,
    signal: AbortSignal.timeout(600_000),
  });
  const importSeconds = (Date.now() - start) / 1000;
  clearInterval(sampler);
  const answer = (await response.json()) as {
    added: number;
    skipped: number;
    problems: { file: string }[];
    products: { skipped: boolean; product: { id?: number } }[];
  };
  if (!response.ok) throw new Error(`import answered ${response.status}`);
  const ids = answer.products.flatMap((p) => (p.product.id ? [p.product.id] : []));
  for (let i = 0; i < ids.length; i += bulkProductLimit) {
    const publish = await fetch(`${base}/api/admin/products/bulk`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ ids: ids.slice(i, i + bulkProductLimit), action: "publish" }),
    });
    if (!publish.ok) throw new Error(`publishing answered ${publish.status}`);
  }
  const products = (await (await fetch(`${base}/api/products`)).json()) as { regions: string[]; ipRating: string | null; secondIpRating?: string | null }[];
  const html = await (await fetch(`${base}/marketplace`)).text();
  const facetChecks = [];
  for (const [query, count] of [
    ["region=AS923-2", products.filter((p) => p.regions.includes("AS923-2")).length],
    ["region=EU863-870", products.filter((p) => p.regions.includes("EU863-870")).length],
    ["ip=IP69K", products.filter((p) => p.ipRating === "IP69K" || p.secondIpRating === "IP69K").length],
  ] as const) {
    facetChecks.push({ query, page: devicesFound(await (await fetch(`${base}/marketplace?${query}`)).text()) || null, api: count });
  }
  return {
    vendors: new Set(devices.map((d) => d.vendor)).size,
    files: devices.length,
    requestMegabytes: Math.round((Buffer.byteLength(body) / 1024 / 1024) * 10) / 10,
    added: answer.added,
    skipped: answer.skipped,
    broken: new Set(answer.problems.map((p) => p.file)).size,
    importSeconds: Math.round(importSeconds * 10) / 10,
    workersRssMb: { before: Math.round(before), peak: Math.round(peak) },
    published: ids.length,
    marketplace: {
      htmlKilobytes: Math.round(Buffer.byteLength(html) / 1024),
      htmlGzipKilobytes: Math.round(gzipSync(html, { level: 9 }).length / 102.4) / 10,
      devicesFound: devicesFound(html) || null,
      apiCount: products.length,
      facetChecks,
    },
  };
}
