import { attemptCounters } from "./attemptCounters.js";

/** Public form submissions per client address (auth/formRateLimit.ts). */
export const formSubmissionsStore = attemptCounters("form_rate_limits");
