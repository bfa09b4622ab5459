import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createApp } from "../src/app.js";

export interface TestApi {
  url: (path: string) => string;
  close: () => Promise<void>;
}

/** The Express app on an ephemeral port, as Hosting would reach it. */
export async function startApi(): Promise<TestApi> {
  const app = createApp();
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A unique suffix so each test builds its own data. */
export const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
