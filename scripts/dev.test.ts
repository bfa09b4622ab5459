import { chromium, type Browser } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts";
import { shiftedPorts } from "./lib/ports.ts";
import { repoRoot } from "./lib/stack.ts";

// `npm run dev` (decision 045), run as a developer runs it, on ports of its own (DEV_TEST_PORT_OFFSET,
// default 25000) with a throwaway data folder: it serves the pages the function renders with their
// content and the API, reloads a page in the browser when a route module changes, and Ctrl-C stops
// everything it started.

const ports = shiftedPorts(Number(process.env.DEV_TEST_PORT_OFFSET ?? 25000));
const site = `http://127.0.0.1:${ports.hosting}`;
const dataDir = mkdtempSync(join(tmpdir(), "dev-test-"));
let dev: ChildProcess;
let output = "";
let exited: Promise<number | null>;

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  // What `npm run dev` runs, without npm: npm exits at Ctrl-C without waiting for its script, and
  // the test waits for the script. A process group of its own, as a terminal's foreground job.
  dev = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts", "--data-dir", dataDir], {
    cwd: repoRoot,
    detached: true,
    env: { ...process.env, STACK_PORT_OFFSET: String(ports.hosting - 5000) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => dev.once("close", (code) => resolve(code)));
  const ready = new Promise<void>((resolve) => {
    const check = () => (output.includes("Press Ctrl-C to stop.") ? resolve() : setTimeout(check, 200));
    check();
  });
  await Promise.race([ready, exited.then((code) => Promise.reject(new Error(`npm run dev exited with ${code}:\n${output}`)))]);
}, 180_000);

afterAll(async () => {
  try {
    process.kill(-dev.pid!, "SIGKILL");
  } catch {
    // Every process of the group has ended.
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

/**
 * A page as it is served once its data can be read. A page whose data takes longer than its wait (3 s)
 * goes out as a 503 by design; on a loaded machine the dev server's first reads, beside its module
 * transforms, can take that long, so a 503 is asked again, and anything else is the answer.
 */
async function served(url: string): Promise<Response> {
  const giveUp = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(url);
    if (response.status !== 503 || Date.now() > giveUp) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

interface Product {
  id: number;
  name: string;
}

describe("npm run dev", () => {
  it("prints the site's URL and the admin's credentials", () => {
    expect(output).toContain(`Site:     ${site}`);
    expect(output).toContain(`Admin:    ${site}/admin`);
    expect(output).toMatch(/username \S+@\S+/);
    expect(output).toMatch(/password \S+/);
  });

  it("serves the marketplace and a product page with their content and styles in the HTML, booting the islands' entry", { timeout: 60_000 }, async () => {
    const products = (await (await fetch(`${site}/api/products`)).json()) as Product[];
    expect(products.length).toBeGreaterThan(0);

    const marketplace = await served(`${site}/marketplace`);
    expect(marketplace.status).toBe(200);
    const marketplaceHtml = await marketplace.text();
    expect(marketplaceHtml).toContain(`${products.length} devices found`);
    expect(marketplaceHtml).toContain('<script data-entry="/src/entry.client.tsx">');
    // Chakra's styles extracted into the head, as the function renders them, not Emotion's tags in the body.
    expect(marketplaceHtml).toContain('<style data-prerendered-css="css-global">');
    expect(marketplaceHtml).not.toContain("data-emotion=");

    const product = products[0]!;
    const page = await served(`${site}/products/${product.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<title>${asHtml(product.name)} by `);
    expect(html).toContain(`>${asHtml(product.name)}</h1>`);

    expect((await served(`${site}/products/999999999`)).status).toBe(404);
    expect((await fetch(`${site}/admin`)).status).toBe(200);
  });

  it("reloads an open page with the new rendering when its route module changes, without a restart", { timeout: 120_000 }, async () => {
    // A route module no other suite renders: the API tests render the marketplace and product pages
    // from source while this file may run.
    const file = join(repoRoot, "web/src/pages/security/SecurityPage.tsx");
    const original = readFileSync(file, "utf8");
    const title = "Security | LoRaWAN Sensors";
    expect(original).toContain(`title: "${title}",`);
    const edited = `${title} (edited ${Date.now()})`;
    let browser: Browser | null = null;
    try {
      browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
      const page = await browser.newPage();
      await page.goto(`${site}/security`);
      await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
      await expect.poll(() => page.title(), { timeout: 30_000 }).toBe(title);

      writeFileSync(file, original.replace(`title: "${title}",`, `title: "${edited}",`));
      // Nothing touches the page: the dev server tells it to reload, and renders it anew.
      await expect.poll(() => page.title(), { timeout: 60_000 }).toBe(edited);
      expect(await (await fetch(`${site}/security`)).text()).toContain(`<title>${asHtml(edited)}</title>`);
    } finally {
      writeFileSync(file, original);
      await browser?.close();
    }
    await expect.poll(async () => (await fetch(`${site}/security`)).text(), { timeout: 60_000 }).toContain(`<title>${asHtml(title)}</title>`);
  });

  it("stops the dev server and the emulators on Ctrl-C", { timeout: 60_000 }, async () => {
    process.kill(-dev.pid!, "SIGINT");
    expect(await exited).toBe(0);
    expect(output).toContain("Stopped.");
    expect(await answers(`${site}/api/health`)).toBe(false);
    expect(await answers(`http://127.0.0.1:${ports.auth}/`)).toBe(false);
  });
});
