import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Journal, readJournal } from "./firestoreJournal.ts";

const dir = mkdtempSync(join(tmpdir(), "firestore-journal-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded Firestore's journal", () => {
  it("reads back the commits logged after the snapshot, in order, and none twice after a compaction", async () => {
    const file = join(dir, "a.json");
    const journal = new Journal<string>(file, 0);
    await Promise.all([journal.append(1, ["w1"]), journal.append(2, ["w2", "w3"])]);
    expect(readJournal(file).entries).toEqual([
      { sequence: 1, time: 1, writes: ["w1"] },
      { sequence: 2, time: 2, writes: ["w2", "w3"] },
    ]);
    journal.compact(["doc"]);
    await journal.append(3, ["w4"]);
    journal.close();
    expect(readJournal(file)).toEqual({ snapshot: { sequence: 2, documents: ["doc"] }, entries: [{ sequence: 3, time: 3, writes: ["w4"] }] });
  });

  it("skips a last line torn by a crash (never acknowledged), and refuses a damaged line before others", () => {
    const file = join(dir, "b.json");
    writeFileSync(`${file}.log`, '{"sequence":1,"time":1,"writes":["w1"]}\n{"sequence":2,"ti');
    expect(readJournal(file).entries.map((entry) => entry.sequence)).toEqual([1]);
    writeFileSync(`${file}.log`, '{"sequence":1,"ti\n{"sequence":2,"time":1,"writes":["w1"]}\n');
    expect(() => readJournal(file)).toThrow(/line 1 is unreadable/);
  });

  it("reads a snapshot written before the journal (a bare list of documents)", () => {
    const file = join(dir, "c.json");
    writeFileSync(file, JSON.stringify([{ name: "x" }]));
    expect(readJournal(file).snapshot).toEqual({ sequence: 0, documents: [{ name: "x" }] });
  });
});
