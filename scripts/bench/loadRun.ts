// One bounded load run with autocannon, in its own process so the load generator does not share an
// event loop with the embedded Firestore of the bench stack. Usage (by load.ts):
//   tsx scripts/bench/loadRun.ts '{"url":..., "connections":..., "durationSeconds":..., ...}'
// Prints one JSON line: latencies summarised by stats.ts (autocannon's own table has no p95).
import autocannon from "autocannon";
import { summarize } from "./stats.ts";
import type { LoadResult, LoadSpec } from "./load.ts";

const spec = JSON.parse(process.argv[2] ?? "{}") as LoadSpec;
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let bytes = 0;

const instance = autocannon(
  {
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    method: spec.method ?? "GET",
    headers: spec.headers ?? {},
    body: spec.body,
    timeout: spec.timeoutSeconds ?? 10,
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    const answer: LoadResult = {
      url: spec.url,
      method: spec.method ?? "GET",
      connections: spec.connections,
      durationSeconds: result.duration,
      timeoutSeconds: spec.timeoutSeconds ?? 10,
      requests: result.requests.total,
      requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
      latencyMs: summarize(latencies),
      statuses,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
    };
    console.log(JSON.stringify(answer));
  },
);
instance.on("response", (_client: unknown, statusCode: number, responseBytes: number, responseTime: number) => {
  latencies.push(responseTime);
  bytes += responseBytes;
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
