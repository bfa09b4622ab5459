import { attemptCounters } from "./attemptCounters.js";

/** Login attempts per account and address, and per address (auth/loginThrottle.ts). */
export const loginAttemptsStore = attemptCounters("login_attempts");
