import type { GenerateSWOptions } from "workbox-build";

export const workboxConfig: Omit<GenerateSWOptions, "globDirectory" | "swDest">;
