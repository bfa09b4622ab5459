import type { Request } from "express";
import { config } from "../config.js";

/**
 * The caller's address, for throttles: the X-Forwarded-For entry the outermost of our own proxies
 * appended (TRUSTED_PROXY_HOPS counted from the right). Entries left of it are whatever the caller
 * wrote, so a caller cannot give itself a fresh address by prepending one. With no trusted hops it
 * is the connection's peer; in the Functions emulator that is a Unix socket with no address, so the
 * whole local machine counts as one client, "local".
 */
export function clientAddress(req: Request): string {
  const forwarded = (req.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, req.socket.remoteAddress ?? "local"];
  // Fewer entries than hops: the request skipped a proxy; the leftmost is the best there is.
  const address = chain[Math.max(0, chain.length - 1 - config().trustedProxyHops)]!;
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}
