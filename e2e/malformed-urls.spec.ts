import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";

// A buyer pastes a link with a stray %, a crawler follows an endless one: the local stack answers
// each (the edge in front of the Hosting emulator, decision 016) and keeps serving.
const site = new URL(process.env.BASE_URL ?? "http://127.0.0.1:5000");

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Sends the target byte for byte (a browser or fetch would re-encode it); rejects if the connection drops. */
function sendRaw(target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: site.hostname, port: site.port, path: target }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, contentType: res.headers["content-type"] ?? "", body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const pageTargets = ["/marketplace?q=100%", "/%", "/products/%E0%A4%A", `/${"a".repeat(8000)}`];
const apiTargets = [
  "/api/%",
  "/api/products?q=100%",
  "/api/..%2F..%2Fetc",
  "/api/products/..%2F..%2Fadmin",
  "/api",
  `/api/${"a".repeat(8000)}`,
  `/api/products?q=${"a".repeat(9000)}`,
];

test("malformed and overlong URLs are answered 4xx, the API's in JSON, and the site keeps serving", async ({ page }) => {
  for (const target of [...pageTargets, ...apiTargets]) {
    const answer = await sendRaw(target);
    const label = target.slice(0, 60);
    expect(answer.status, label).toBeGreaterThanOrEqual(400);
    expect(answer.status, label).toBeLessThan(500);
    if (target.startsWith("/api")) {
      expect(answer.contentType, label).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body), label).toMatchObject({ message: expect.any(String) });
    }
  }
  await page.goto("/marketplace");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await sendRaw("/api/health")).status).toBe(200);
});

test("the old catalogue address /products moves to /marketplace with its query", async ({ request }) => {
  const response = await request.get("/products?category=Air%20Quality&sort=name", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  const location = new URL(response.headers()["location"]!, site);
  expect(location.pathname).toBe("/marketplace");
  expect(Object.fromEntries(location.searchParams)).toEqual({ category: "Air Quality", sort: "name" });
});
