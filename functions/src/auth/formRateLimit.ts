import type { RequestHandler } from "express";
import { config } from "../config.js";
import { HttpError } from "../http/errors.js";
import type { AttemptCounter } from "../store/attemptCounters.js";
import { formSubmissionsStore } from "../store/formSubmissions.js";
import { clientAddress } from "./clientAddress.js";

const windowMs = 10 * 60 * 1000;

/**
 * The public forms (demo request, contact) take config().formSubmissionsPer10Minutes submissions
 * per client address, counted across both, before answering 429 with Retry-After: a person never
 * gets there, a script cannot fill the leads lists.
 */
export const limitFormSubmissions: RequestHandler = async (req, _res, next) => {
  const limit = config().formSubmissionsPer10Minutes;
  if (limit === null) return next();
  const wait = await formSubmissionsStore.reserve([
    {
      key: `address:${clientAddress(req)}`,
      waitMs: (counter: AttemptCounter, now: number) => (counter.count >= limit ? counter.since + windowMs - now : 0),
      expiresAt: (counter: AttemptCounter) => counter.since + windowMs,
    },
  ]);
  if (wait > 0) return next(new HttpError(429, "Too many submissions. Please try again later.", { retryAfter: wait }));
  next();
};
