import { describe, expect, it } from "vitest";
import { Gate } from "./gate.ts";

describe("Gate", () => {
  it("lets `concurrency` in, queues `queueLength` in order of arrival and refuses the rest", async () => {
    const gate = new Gate(2, 2);
    const signal = new AbortController().signal;
    const first = await gate.enter(signal);
    const second = await gate.enter(signal);
    const order: number[] = [];
    const third = gate.enter(signal).then((release) => (order.push(3), release));
    const fourth = gate.enter(signal).then((release) => (order.push(4), release));
    expect(await gate.enter(signal)).toBeNull();
    expect(gate.load).toEqual({ active: 2, waiting: 2 });
    first!();
    first!();
    second!();
    expect(await third).toBeTypeOf("function");
    expect(await fourth).toBeTypeOf("function");
    expect(order).toEqual([3, 4]);
    expect(gate.load).toEqual({ active: 2, waiting: 0 });
  });

  it("takes a waiter out of the queue when its signal aborts, and gives its place to the next", async () => {
    const gate = new Gate(1, 2);
    const held = await gate.enter(new AbortController().signal);
    const leaving = new AbortController();
    const left = gate.enter(leaving.signal);
    const staying = gate.enter(new AbortController().signal);
    leaving.abort();
    expect(await left).toBeNull();
    held!();
    expect(await staying).toBeTypeOf("function");
    expect(gate.load).toEqual({ active: 1, waiting: 0 });
  });
});
