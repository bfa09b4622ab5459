import express from "express";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { errorHandler, HttpError } from "./errors.js";

async function answerOf(fail: () => never) {
  const app = express();
  app.get("/boom", () => fail());
  app.use(errorHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/boom`);
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
  } finally {
    server.close();
  }
}

describe("errorHandler", () => {
  it("answers 500 with a plain message and logs the error, never sending its stack", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await answerOf(() => {
      throw new Error("database password is hunter2");
    });
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toEqual({ message: "Internal server error" });
    expect(answer.body).not.toContain("hunter2");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("sends an HttpError's status, message and extras, and Retry-After for a 429", async () => {
    const answer = await answerOf(() => {
      throw new HttpError(429, "Slow down", { retryAfter: 42 });
    });
    expect(answer).toEqual({ status: 429, retryAfter: "42", body: JSON.stringify({ message: "Slow down" }) });
  });
});
