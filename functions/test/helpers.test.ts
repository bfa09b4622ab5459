import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { closeServer } from "./helpers.js";

const listening = (server: Server) => new Promise<Server>((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));

describe("closeServer (issue 47: a close that waited for ever skipped a file's tests)", () => {
  it("closes a server with a request still in flight and a kept-alive connection at once", async () => {
    const server = await listening(createServer((req, res) => (req.url === "/never" ? undefined : res.end("ok"))));
    const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
    expect(await (await fetch(url("/"))).text()).toBe("ok");
    const unanswered = fetch(url("/never")).catch(() => "reset");
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = Date.now();
    await closeServer(server);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.listening).toBe(false);
    expect(await unanswered).toBe("reset");
  });

  it("fails with a message naming the server when its close does not end by the deadline", async () => {
    const server = await listening(createServer());
    const { port } = server.address() as AddressInfo;
    // A close that never calls back, as one waiting on a connection that never ends.
    const close = server.close.bind(server);
    Object.assign(server, { close: () => server });
    await expect(closeServer(server, 100)).rejects.toThrow(`The test server on port ${port} did not close within 0.1 s`);
    close();
  });
});
