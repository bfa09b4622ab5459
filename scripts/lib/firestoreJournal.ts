// The embedded Firestore's write-ahead journal (decision 064): each commit is appended to a log and
// flushed to the disk before the commit is answered, so a write the API acknowledged survives a
// crash of the process (SIGKILL, power loss). At start and at a clean stop the log is folded into
// the snapshot file and emptied.
import { closeSync, existsSync, fdatasync, fstatSync, fsyncSync, ftruncateSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/** One commit as the log keeps it: its order, its time (transforms resolve to it), its writes. */
export interface JournalEntry<W> {
  sequence: number;
  time: number;
  writes: W[];
}

/** The snapshot: every document, and the last logged commit it holds. */
export interface Snapshot<D> {
  sequence: number;
  documents: D[];
}

/** Reads the snapshot and the commits logged after it. A torn last line (a crash mid-append) was never acknowledged: it is skipped. */
export function readJournal<D, W>(file: string): { snapshot: Snapshot<D>; entries: JournalEntry<W>[] } {
  const raw: unknown = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
  // A snapshot from before the journal is a bare list of documents.
  const snapshot: Snapshot<D> = Array.isArray(raw) ? { sequence: 0, documents: raw as D[] } : ((raw as Snapshot<D> | null) ?? { sequence: 0, documents: [] });
  const log = `${file}.log`;
  const entries: JournalEntry<W>[] = [];
  if (existsSync(log)) {
    const lines = readFileSync(log, "utf8").split("\n");
    lines.forEach((line, i) => {
      if (!line) return;
      try {
        const entry = JSON.parse(line) as JournalEntry<W>;
        if (entry.sequence > snapshot.sequence) entries.push(entry);
      } catch (error) {
        if (i < lines.length - 1 && lines.slice(i + 1).some(Boolean)) throw new Error(`${log} line ${i + 1} is unreadable: ${String(error)}`);
      }
    });
  }
  return { snapshot, entries };
}

/** Writes `contents` to `file` so that a crash leaves either the old file or the new one, whole. */
export function writeDurably(file: string, contents: string) {
  const temporary = `${file}.tmp`;
  const fd = openSync(temporary, "w");
  try {
    writeSync(fd, contents);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  const directory = openSync(dirname(file), "r");
  try {
    fsyncSync(directory);
  } finally {
    closeSync(directory);
  }
}

export class Journal<W> {
  readonly #file: string;
  #fd: number;
  #sequence: number;
  /** The flush running now, and the one queued behind it for appends made meanwhile. */
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;

  constructor(file: string, sequence: number) {
    this.#file = file;
    this.#sequence = sequence;
    this.#fd = openSync(`${file}.log`, "a");
  }

  get sequence() {
    return this.#sequence;
  }

  /** Bytes logged since the last compaction. */
  get size() {
    return fstatSync(this.#fd).size;
  }

  /**
   * Appends a commit (synchronously, so the log keeps the order in which commits were applied)
   * and resolves once it is on the disk. Commits appended while a flush runs share the next one.
   */
  append(time: number, writes: W[]): Promise<void> {
    this.#sequence += 1;
    writeSync(this.#fd, `${JSON.stringify({ sequence: this.#sequence, time, writes } satisfies JournalEntry<W>)}\n`);
    return this.#flush();
  }

  #flush(): Promise<void> {
    if (this.#queued) return this.#queued;
    const start = () => {
      const flush = new Promise<void>((resolve, reject) => fdatasync(this.#fd, (error) => (error ? reject(error) : resolve()))).finally(() => {
        if (this.#running === flush) this.#running = null;
      });
      this.#running = flush;
      return flush;
    };
    if (!this.#running) return start();
    const queued = this.#running.then(
      () => {
        this.#queued = null;
        return start();
      },
      () => {
        this.#queued = null;
        return start();
      },
    );
    this.#queued = queued;
    return queued;
  }

  /** Writes the snapshot holding every logged commit, then empties the log. */
  compact(documents: unknown[]) {
    writeDurably(this.#file, JSON.stringify({ sequence: this.#sequence, documents } satisfies Snapshot<unknown>));
    ftruncateSync(this.#fd, 0);
    fsyncSync(this.#fd);
  }

  close() {
    closeSync(this.#fd);
  }
}
