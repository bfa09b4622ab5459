import { config } from "../config.js";
import type { PageData } from "@lorawan/contracts/pageLoadContext";

/** How long a page waits for its data before it goes out without it (well within the request
 * deadline, which would answer JSON). */
const pageDataMs = () => Math.min(3000, config().requestDeadlineMs / 2);


/**
 * What a rendered page shows (a product, the catalogue), or `unavailable` when the database fails or
 * is slow to answer: the page then goes out without it, as a 503, instead of as the deadline's JSON.
 */
export async function readPageData<T>(read: () => Promise<T>, what: string): Promise<PageData<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<PageData<T>>((resolve) => {
    timer = setTimeout(() => resolve({ unavailable: true }), pageDataMs());
  });
  try {
    return await Promise.race([read().then((value) => ({ value })), timeout]);
  } catch (error) {
    console.error(`${what} could not be read`, error);
    return { unavailable: true };
  } finally {
    clearTimeout(timer);
  }
}
