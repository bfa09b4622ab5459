/** Gives back a slot; calling it again does nothing. */
export type Release = () => void;

/**
 * At most `concurrency` holders at once and `queueLength` waiting, in order of arrival. The edge
 * keeps one per class of the function's routes, so a burst waits or is refused at the edge instead
 * of making the Functions emulator start a worker per request (decision 102).
 */
export class Gate {
  private active = 0;
  private readonly waiting = new Set<() => void>();

  constructor(
    readonly concurrency: number,
    readonly queueLength: number,
  ) {}

  /**
   * A slot: at once when one is free, else when one is given back to this place in the queue.
   * Null when the queue is full, or once `signal` aborts while waiting (a deadline, a client gone).
   */
  enter(signal: AbortSignal): Promise<Release | null> {
    if (signal.aborted) return Promise.resolve(null);
    if (this.active < this.concurrency) return Promise.resolve(this.grant());
    if (this.waiting.size >= this.queueLength) return Promise.resolve(null);
    return new Promise((resolve) => {
      const admit = () => {
        signal.removeEventListener("abort", leave);
        resolve(this.grant());
      };
      const leave = () => {
        this.waiting.delete(admit);
        resolve(null);
      };
      this.waiting.add(admit);
      signal.addEventListener("abort", leave, { once: true });
    });
  }

  /** Holders and waiters now. */
  get load() {
    return { active: this.active, waiting: this.waiting.size };
  }

  private grant(): Release {
    this.active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      const next = this.waiting.values().next();
      if (!next.done) {
        this.waiting.delete(next.value);
        next.value();
      }
    };
  }
}
