// The admin's product list answer at a vendor's scale (issue 21): bytes on the wire and time for
// GET /api/admin/products, full and in the list's shape (`?view=summary`), with and without gzip.
// Part of `npm run bench` (its admin figures, adminScale.ts); standalone against a running stack:
//   npx tsx scripts/bench/adminList.ts http://127.0.0.1:5000 admin@example.com 'LoraAdmin!2024'
import { request } from "node:http";

export interface Answer {
  status: number;
  bytes: number;
  ms: number;
  encoding: string;
}

function get(url: string, cookie: string, gzip: boolean): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Cookie: cookie, ...(gzip ? { "Accept-Encoding": "gzip" } : {}) } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started, encoding: String(res.headers["content-encoding"] ?? "identity") }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Each shape of the list asked `repeats` times, with and without gzip; the median time is kept. */
export async function adminListFigures(base: string, username: string, password: string, repeats = 5) {
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username, password }) });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const cookie = /__session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
  const summary = (await (await fetch(`${base}/api/admin/products?view=summary`, { headers: { Cookie: cookie } })).json()) as unknown[];
  const rows: Record<string, Answer> = {};
  for (const view of ["full", "summary"] as const) {
    for (const gzip of [false, true]) {
      // The median of the answers' times; the size is the same each time.
      const answers: Answer[] = [];
      for (let i = 0; i < repeats; i++) answers.push(await get(`${base}/api/admin/products?view=${view}`, cookie, gzip));
      answers.sort((a, b) => a.ms - b.ms);
      rows[`${view}${gzip ? " gzip" : ""}`] = answers[Math.floor(answers.length / 2)]!;
    }
  }
  return { products: summary.length, answers: rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = "http://127.0.0.1:5000", username = "admin@example.com", password = "LoraAdmin!2024"] = process.argv.slice(2);
  const figures = await adminListFigures(base, username, password);
  console.log(`GET /api/admin/products at ${figures.products} products`);
  for (const [name, a] of Object.entries(figures.answers)) console.log(`  ${name.padEnd(13)} ${(a.bytes / 1024).toFixed(1).padStart(8)} KB  ${a.ms.toFixed(0).padStart(5)} ms  (${a.encoding}, ${a.status})`);
}
