import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api";
import { closeOutbox, discardChange, openOutbox, outboxEntries, queueChange, withQueuedChange, type NewOutboxChange, type OutboxEntry } from "./outboxStore";
import { sendOutbox } from "./sendOutbox";

const update = (recordId: number, name: string, baseVersion = "2026-01-01T00:00:00.000Z"): NewOutboxChange => ({
  kind: "product",
  label: name,
  recordId,
  method: "PUT",
  path: `/api/admin/products/${recordId}`,
  body: { name },
  baseVersion,
  listKey: ["/api/admin/products"],
  refetch: [["/api/admin/products"]],
});

const create = (name: string, idempotencyKey: string): NewOutboxChange => ({
  kind: "category",
  label: name,
  method: "POST",
  path: "/api/admin/categories",
  body: { name },
  idempotencyKey,
  listKey: ["/api/admin/categories"],
  refetch: [["/api/admin/categories"]],
});

/** A send that records what it was asked and answers from `answers` by label (200 by default). */
function recordingSend(answers: Record<string, () => unknown> = {}) {
  const sent: string[] = [];
  const send = async (entry: OutboxEntry) => {
    sent.push(entry.label);
    await Promise.resolve();
    return (answers[entry.label] ?? (() => ({ id: entry.recordId ?? 99, updatedAt: "2026-02-02T00:00:00.000Z" })))();
  };
  return { sent, send };
}

const conflict = (current: unknown) => () => {
  const body = { message: "This product was changed by someone else after you opened it", current };
  throw new ApiError(409, `409: ${JSON.stringify(body)}`, body);
};

beforeEach(() => {
  window.localStorage.clear();
  openOutbox("admin-1");
});

afterEach(() => {
  closeOutbox();
  vi.restoreAllMocks();
});

describe("the outbox on the device", () => {
  it("keeps queued changes across a reload, per signed-in user", () => {
    queueChange(update(1, "First"));
    queueChange(create("Second", "key-2-aaaaaaaaaaaaaaaa"));
    closeOutbox();

    openOutbox("admin-2");
    expect(outboxEntries()).toEqual([]);
    openOutbox("admin-1");
    expect(outboxEntries().map((e) => [e.label, e.state])).toEqual([
      ["First", "waiting"],
      ["Second", "waiting"],
    ]);
  });

  it("replaces a queued update of the same record in its place, keeping the version it was based on", () => {
    queueChange(update(1, "First"));
    queueChange(update(2, "Other"));
    queueChange({ ...update(1, "First, edited again"), original: { id: 1, name: "ignored" } });
    expect(outboxEntries().map((e) => e.label)).toEqual(["First, edited again", "Other"]);
    expect(outboxEntries()[0]?.baseVersion).toBe("2026-01-01T00:00:00.000Z");
  });

  it("shows a queued restore as the record it makes, and a later save of the record replaces it (issue 49)", () => {
    const read = { id: 4, name: "Probe", price: "69.00", updatedAt: "2026-01-01T00:00:00.000Z" };
    queueChange({
      ...update(4, "Probe"),
      action: "restore",
      method: "POST",
      path: "/api/admin/products/4/restore",
      body: { revisionId: "r2" },
      restored: { ...read, price: "49.00" },
    });
    expect(withQueuedChange("product", read)).toEqual({ ...read, price: "49.00" });
    queueChange({ ...update(4, "Probe"), body: { name: "Probe", price: "50.00" } });
    expect(outboxEntries()).toHaveLength(1);
    expect(outboxEntries()[0]).toMatchObject({ method: "PUT", path: "/api/admin/products/4", baseVersion: "2026-01-01T00:00:00.000Z" });
    expect(outboxEntries()[0]?.action).toBeUndefined();
    expect(withQueuedChange("product", read)).toEqual({ ...read, price: "50.00" });
  });
});

describe("sending the outbox", () => {
  it("sends in the order the changes were saved, one at a time, and empties the outbox", async () => {
    queueChange(update(1, "First"));
    queueChange(create("Second", "key-2-aaaaaaaaaaaaaaaa"));
    queueChange(update(3, "Third"));
    let inFlight = 0;
    let most = 0;
    const { sent, send } = recordingSend();
    const result = await sendOutbox({
      send: async (entry) => {
        most = Math.max(most, ++inFlight);
        const saved = await send(entry);
        inFlight--;
        return saved;
      },
    });
    expect(sent).toEqual(["First", "Second", "Third"]);
    expect(most).toBe(1);
    expect(result.sent.map((e) => e.label)).toEqual(["First", "Second", "Third"]);
    expect(outboxEntries()).toEqual([]);
  });

  it("never sends a discarded change, even one discarded while an earlier one was on its way", async () => {
    queueChange(update(1, "First"));
    const second = queueChange(update(2, "Second"));
    const third = queueChange(update(3, "Third"));
    expect(discardChange(third.id)?.label).toBe("Third");
    const { sent, send } = recordingSend();
    await sendOutbox({
      send: async (entry) => {
        if (entry.label === "First") expect(discardChange(second.id)).toBeDefined();
        return send(entry);
      },
    });
    expect(sent).toEqual(["First"]);
    expect(outboxEntries()).toEqual([]);
  });

  it("cannot discard a change already on its way", async () => {
    const first = queueChange(update(1, "First"));
    let discarded: OutboxEntry | undefined;
    await sendOutbox({
      send: async () => {
        discarded = discardChange(first.id);
        return { id: 1 };
      },
    });
    expect(discarded).toBeUndefined();
  });

  it("stops a change that meets a newer version: it stays, marked, with the stored record, and the rest go on", async () => {
    queueChange(update(1, "First"));
    queueChange(update(2, "Second"));
    const current = { id: 1, name: "Theirs", updatedAt: "2026-01-05T00:00:00.000Z" };
    const { sent, send } = recordingSend({ First: conflict(current) });
    const result = await sendOutbox({ send });
    expect(sent).toEqual(["First", "Second"]);
    expect(result.conflicts.map((e) => e.label)).toEqual(["First"]);
    expect(outboxEntries()).toHaveLength(1);
    expect(outboxEntries()[0]).toMatchObject({ label: "First", state: "conflict", current });

    // A conflicting change is not sent again until the admin chooses.
    const again = recordingSend();
    await sendOutbox({ send: again.send });
    expect(again.sent).toEqual([]);
  });

  it("keeps a refused change with the server's reason until it is discarded", async () => {
    queueChange(update(1, "First"));
    const body = { message: "Invalid request", issues: [{ path: "price", message: "Price must be a number with at most 2 decimal places" }] };
    const { send } = recordingSend({
      First: () => {
        throw new ApiError(400, "400: ...", body);
      },
    });
    const result = await sendOutbox({ send });
    expect(result.refused).toHaveLength(1);
    expect(outboxEntries()[0]).toMatchObject({ state: "refused", reason: "Price must be a number with at most 2 decimal places" });
  });

  it("waits, in order, when the connection drops or the session has ended", async () => {
    queueChange(update(1, "First"));
    queueChange(update(2, "Second"));
    const offline = recordingSend({
      First: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const dropped = await sendOutbox({ send: offline.send });
    expect(dropped.stopped).toBe(true);
    expect(offline.sent).toEqual(["First"]);
    expect(outboxEntries().map((e) => e.state)).toEqual(["waiting", "waiting"]);
    expect(outboxEntries()[0]?.reason).toMatch(/^Not sent yet: the server could not be reached/);

    const onSessionEnded = vi.fn();
    const signedOut = recordingSend({
      First: () => {
        throw new ApiError(401, "401: Unauthorized", { message: "Unauthorized" });
      },
    });
    await sendOutbox({ send: signedOut.send, onSessionEnded });
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(signedOut.sent).toEqual(["First"]);
    expect(outboxEntries()).toHaveLength(2);
  });

  it("sends a create's Idempotency-Key and an update's Base-Version, the same ones again on a resend", async () => {
    queueChange(create("New category", "key-2-aaaaaaaaaaaaaaaa"));
    queueChange(update(7, "Edited product", "2026-01-03T00:00:00.000Z"));
    const calls: { url: string; headers: Record<string, string> }[] = [];
    let online = false;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls.push({ url: String(input), headers: init?.headers as Record<string, string> });
      if (!online) throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify({ id: 1, updatedAt: "2026-02-02T00:00:00.000Z" }), { status: 200, headers: { "Content-Type": "application/json" } });
    });

    await sendOutbox();
    online = true;
    await sendOutbox();

    expect(calls.map((c) => c.url)).toEqual(["/api/admin/categories", "/api/admin/categories", "/api/admin/products/7"]);
    expect(calls[0]?.headers["Idempotency-Key"]).toBe("key-2-aaaaaaaaaaaaaaaa");
    expect(calls[1]?.headers["Idempotency-Key"]).toBe("key-2-aaaaaaaaaaaaaaaa");
    expect(calls[2]?.headers["Base-Version"]).toBe("2026-01-03T00:00:00.000Z");
    expect(outboxEntries()).toEqual([]);
  });

  it("bases a later save of the same record, queued while the first was on its way, on the version the first stored", async () => {
    queueChange(update(1, "First"));
    const bases: (string | undefined)[] = [];
    await sendOutbox({
      send: async (entry) => {
        bases.push(entry.baseVersion);
        // Saved again while this one is sending: it cannot replace it, so it is queued behind it.
        if (entry.label === "First") queueChange(update(1, "First, edited again"));
        return { id: 1, updatedAt: `2026-02-0${bases.length}T00:00:00.000Z` };
      },
    });
    expect(bases).toEqual(["2026-01-01T00:00:00.000Z", "2026-02-01T00:00:00.000Z"]);
    expect(outboxEntries()).toEqual([]);
  });

  it("runs one send at a time: a second call while one runs gets the same result", async () => {
    queueChange(update(1, "First"));
    const { sent, send } = recordingSend();
    const [a, b] = await Promise.all([sendOutbox({ send }), sendOutbox({ send })]);
    expect(a).toBe(b);
    expect(sent).toEqual(["First"]);
  });
});
