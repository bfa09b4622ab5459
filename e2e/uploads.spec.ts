import { request as httpRequest } from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminAccount } from "./admin-support";

// An admin uploads a datasheet of up to 10 MB (spec 9.1): it goes through on a busy machine, a
// larger file is refused at once with 413, and a client that asks before sending (curl's
// `Expect: 100-continue`, past 1 MB) gets a proper answer (decision 065).
const site = new URL(process.env.BASE_URL ?? "http://127.0.0.1:5000");
const uploadPath = "/api/admin/media/upload";
const megabyte = 1024 * 1024;
const tooLarge = { message: "File too large (maximum 10 MB)" };

/** A PDF of exactly `size` bytes: the type is read from its first bytes. */
const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size - 9, 0x20)]);

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/auth/login", { headers: { Origin: site.origin }, data: { username: adminAccount.username, password: adminAccount.password } });
  expect(response.status()).toBe(200);
  const cookie = (await request.storageState()).cookies.find((c) => c.name === "__session");
  expect(cookie).toBeDefined();
  return `__session=${cookie!.value}`;
}

const upload = (request: APIRequestContext, bytes: Buffer, name: string) =>
  request.post(uploadPath, { headers: { Origin: site.origin }, multipart: { file: { name, mimeType: "application/pdf", buffer: bytes } }, timeout: 90_000 });

test("a 10 MB datasheet is stored, 10 MB and one byte is refused with 413, and so is 30 MB", async ({ request }) => {
  test.setTimeout(180_000);
  await signIn(request);
  const stored = await upload(request, pdf(10 * megabyte), "datasheet-10mb.pdf");
  expect(stored.status()).toBe(200);
  const { file } = (await stored.json()) as { file: { id: string; size: number; mimeType: string } };
  expect(file).toMatchObject({ size: 10 * megabyte, mimeType: "application/pdf" });

  const justOver = await upload(request, pdf(10 * megabyte + 1), "datasheet-over.pdf");
  expect(justOver.status()).toBe(413);
  expect(await justOver.json()).toEqual(tooLarge);

  const huge = await upload(request, pdf(30 * megabyte), "datasheet-30mb.pdf");
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toEqual(tooLarge);

  expect((await request.delete(`/api/admin/media/${file.id}`, { headers: { Origin: site.origin } })).status()).toBe(200);
});

/** Posts a multipart body as curl does past 1 MB: headers first with `Expect: 100-continue`, the body only after "100 Continue". */
function postExpectingContinue(cookie: string, bytes: Buffer): Promise<{ continued: boolean; status: number; body: string }> {
  const boundary = "----e2e-expect-continue";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="expect.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const body = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = httpRequest(
      {
        host: site.hostname,
        port: site.port,
        path: uploadPath,
        method: "POST",
        headers: {
          Origin: site.origin,
          Cookie: cookie,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": String(body.length),
          Expect: "100-continue",
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ continued, status: res.statusCode!, body: text }));
      },
    );
    req.on("continue", () => {
      continued = true;
      req.end(body);
    });
    req.on("error", reject);
  });
}

test("a client that sends Expect: 100-continue is told to go on and its file is stored, or told 413 before sending too much", async ({ request }) => {
  test.setTimeout(120_000);
  const cookie = await signIn(request);
  const accepted = await postExpectingContinue(cookie, pdf(2 * megabyte));
  expect(accepted).toMatchObject({ continued: true, status: 200 });
  const { file } = JSON.parse(accepted.body) as { file: { id: string } };
  expect((await request.delete(`/api/admin/media/${file.id}`, { headers: { Origin: site.origin } })).status()).toBe(200);

  const refused = await postExpectingContinue(cookie, pdf(30 * megabyte));
  expect(refused).toMatchObject({ continued: false, status: 413 });
  expect(JSON.parse(refused.body)).toEqual(tooLarge);
});
