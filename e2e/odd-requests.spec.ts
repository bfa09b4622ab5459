import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";

// A crawler, a scanner or a typo sends what no page links to: the local stack answers every request
// and keeps serving (decisions 016 and 063), and listens on this machine alone.
const site = new URL(process.env.BASE_URL ?? "http://127.0.0.1:5000");
const siteHost = `${site.hostname}:${site.port}`;

/** Sends `head` (and `body`) byte for byte on a new connection; resolves to the status line's code. */
function sendRaw(head: string, body: Buffer = Buffer.alloc(0)): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(site.port), site.hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(45_000, () => socket.destroy(new Error("no answer within 45 s")));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(Buffer.concat(chunks).toString("latin1"));
      if (status) resolve(Number(status[1]));
      else reject(new Error(`no HTTP answer: ${JSON.stringify(Buffer.concat(chunks).toString("latin1").slice(0, 80))}`));
    });
    // Not end(): a client that half-closes its side gets no answer from Node's HTTP server.
    socket.write(Buffer.concat([Buffer.from(head, "latin1"), body]));
  });
}

/** mulberry32: a small seeded generator, so a failing case can be sent again. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const prefixes = ["/", "//", "/\\", "\\", "///", "/\\/", "/./", "/../", "/api", "/api/", "//api/", "/api//", "/products/", "/marketplace", "/admin/", "/assets/", "/news/", "/__/firebase/", "*", "http://127.0.0.1/", "https://x/", "x", "?"];
const pieces = [
  "products", "api", "1", "999999999999999999999", "-1", "0x1", ".", "..", "...", "%2e%2e", "%2F", "%5C", "%00", "%0A", "%0d%0a",
  "%", "%%", "%zz", "%E0%A4%A", "%C0%AF", "%FF", "%F0%9F%98%80", "\u00e9", "\u00ff", "\\", "//", "/", ";", ";jsessionid=1", "@", ":", "|", "^", "`",
  "{", "}", "[", "]", "~", "'", "!", "$", "&", "(", ")", "*", "+", ",", "=", "#", "#frag", "?", "??", "?a=%", "?a[]=1&a[]=2", "?__proto__[x]=1",
  "index.html", "sw.js", "manifest.webmanifest", "404", "favicon.svg", ".env", ".git/config", "a".repeat(300), "b".repeat(60),
];
const methods = ["GET", "GET", "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "FOO"];
const hosts = [siteHost, siteHost, siteHost, "localhost", "", "%", "a b", "[::1", "x:99999", "x:1:2", "user@host", "x/y", "\u00e9.example", "[::1]:5000", "-"];
const extraHeaders = [
  "Accept: */*",
  "Accept: \u00ff/\u00ff",
  "Accept-Encoding: br;q=x, gzip;q=2, *;q=-1",
  "Accept-Language: zz-ZZ;q=abc",
  "Range: bytes=abc",
  "Range: bytes=999999999-",
  "Range: bytes=0-0,1-1,2-2,3-3",
  "If-None-Match: *",
  "If-Modified-Since: yesterday",
  "Cookie: __session=%; a=\u00ff",
  "Cookie: __session=" + "x".repeat(2000),
  "Origin: null",
  "Origin: http://evil.example",
  "X-Forwarded-For: not-an-address, ::1, 999.1.1.1",
  "X-Forwarded-Host: //evil",
  "Authorization: Bearer %",
  "Content-Type: application/json; charset=x-unknown",
  "Content-Type: multipart/form-data",
  "Content-Type: text/plain",
  "Content-Encoding: zz",
  "Expect: 100-continue",
  "Expect: nothing",
  "Upgrade: websocket",
  "Connection: Upgrade",
  "Max-Forwards: -1",
  "Via: 1.1 \u00ff",
];

interface OddRequest {
  head: string;
  body: Buffer;
}

function oddRequests(seed: number, count: number): OddRequest[] {
  const { next, pick } = generator(seed);
  return Array.from({ length: count }, () => {
    let target = pick(prefixes);
    const length = Math.floor(next() * 5);
    for (let i = 0; i < length; i += 1) target += (next() < 0.6 ? "/" : "") + pick(pieces);
    const method = pick(methods);
    const lines = [`${method} ${target} HTTP/1.1`];
    const host = pick(hosts);
    if (next() < 0.95) lines.push(`Host: ${host}`);
    const headerCount = Math.floor(next() * 4);
    for (let i = 0; i < headerCount; i += 1) lines.push(pick(extraHeaders));
    const body = next() < 0.4 ? Buffer.from(pick(['{"a":1}', "{bad", "a=1&b=%", "--x\r\n\r\n--x--", "\u00ff".repeat(10), ""]), "latin1") : Buffer.alloc(0);
    if (body.length > 0 || next() < 0.2) lines.push(`Content-Length: ${body.length}`);
    lines.push("Connection: close", "", "");
    return { head: lines.join("\r\n"), body };
  });
}

const healthy = async () => {
  expect(await sendRaw(`GET /api/health HTTP/1.1\r\nHost: ${siteHost}\r\nConnection: close\r\n\r\n`)).toBe(200);
};

test("every one of 300 generated odd requests gets an HTTP answer that is not a 5xx, and the stack keeps serving", async ({ page }) => {
  test.setTimeout(180_000);
  const seed = 20261126;
  const requests = oddRequests(seed, 300);
  const failures: string[] = [];
  // A few at a time, as a crawler would send them; every 50 requests the API still answers.
  for (let start = 0; start < requests.length; start += 8) {
    await Promise.all(
      requests.slice(start, start + 8).map(async ({ head, body }, i) => {
        const label = `#${start + i} (seed ${seed}) ${JSON.stringify(head.split("\r\n").slice(0, -3).join(" | ")).slice(0, 200)}`;
        try {
          const status = await sendRaw(head, body);
          if (status >= 500) failures.push(`${label}: ${status}`);
        } catch (error) {
          failures.push(`${label}: ${(error as Error).message}`);
        }
      }),
    );
    if (start % 48 === 0) await healthy();
  }
  expect(failures).toEqual([]);
  await healthy();
  await page.goto("/marketplace");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("`//` and `/\\` go to the site's own root, never to another host", async () => {
  for (const target of ["//", "/\\", "//evil.example/", "/\\evil.example"]) {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(site.port), site.hostname);
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
      socket.on("error", reject);
      socket.on("close", () => resolve(text));
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${siteHost}\r\nConnection: close\r\n\r\n`, "latin1");
    });
    expect(answer, target).toMatch(/^HTTP\/1\.1 301 /);
    const location = /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1] ?? "";
    expect(location, target).toMatch(/^\/(?![/\\])/);
  }
  await healthy();
});

/** Listening TCP sockets (IPv4 and IPv6) by socket inode: local address and port. */
function listeningSockets(): Map<string, { address: string; port: number }> {
  const sockets = new Map<string, { address: string; port: number }>();
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(file, "utf8").trim().split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // st 0A is LISTEN; the local address is hex, little-endian per 32-bit word.
      if (fields[3] !== "0A") continue;
      const [hexAddress, hexPort] = fields[1]!.split(":") as [string, string];
      sockets.set(fields[9]!, { address: readAddress(hexAddress), port: parseInt(hexPort, 16) });
    }
  }
  return sockets;
}

function readAddress(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(""));
  if (words.length === 1) return words[0]!.match(/../g)!.map((byte) => parseInt(byte, 16)).join(".");
  const ipv6 = words.join("");
  if (ipv6.startsWith("00000000000000000000ffff")) return ipv6.slice(24).match(/../g)!.map((byte) => parseInt(byte, 16)).join(".");
  return ipv6.match(/.{4}/g)!.join(":");
}

function socketInodes(pid: string): string[] {
  try {
    return readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        return [/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? ""].filter(Boolean);
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

test("every port the local stack listens on is bound to 127.0.0.1", async () => {
  const sockets = listeningSockets();
  const pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  const front = [...sockets].find(([, socket]) => socket.port === Number(site.port));
  expect(front, "a socket listening on the site's port").toBeDefined();
  const root = pids.find((pid) => socketInodes(pid).includes(front![0]));
  expect(root, "the process that serves the site's port").toBeDefined();
  // The stack is that process and every process below it (the emulators and the function's workers).
  const parentOf = new Map(
    pids.flatMap((pid) => {
      try {
        return [[pid, readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ")[1]!] as const];
      } catch {
        return [];
      }
    }),
  );
  const stack = new Set([root!]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (!stack.has(pid) && stack.has(parent)) {
        stack.add(pid);
        grew = true;
      }
    }
  }
  const listeners = [...stack].flatMap((pid) => socketInodes(pid).flatMap((inode) => (sockets.has(inode) ? [sockets.get(inode)!] : [])));
  expect(listeners.length, "the edge, Firestore, Auth, Functions, Hosting, the hub and logging").toBeGreaterThanOrEqual(7);
  expect(listeners.filter((socket) => socket.address !== "127.0.0.1")).toEqual([]);
});
