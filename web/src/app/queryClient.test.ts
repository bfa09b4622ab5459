import { MutationObserver, onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./queryClient";

afterEach(() => onlineManager.setOnline(true));

describe("the query client (spec 7)", () => {
  it("runs a write made offline at once, so it fails and says so, instead of pausing it to send it later", async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const send = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const write = new MutationObserver(client, { mutationFn: send });
    await expect(write.mutate()).rejects.toThrow("Failed to fetch");
    expect(send).toHaveBeenCalledOnce();
    // Nothing is left paused to be resumed (and sent) when the connection returns.
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(send).toHaveBeenCalledOnce();
  });
});
