// The parts of autocannon (no bundled types) that loadRun.ts uses.
declare module "autocannon" {
  interface Options {
    url: string;
    connections: number;
    duration: number;
    method: string;
    headers: Record<string, string>;
    body?: string;
    timeout: number;
  }
  interface Result {
    duration: number;
    requests: { total: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): void;
  }
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
}
