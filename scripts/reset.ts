// `npm run reset`: wipes the local data folder so the next `npm start` seeds afresh.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./lib/stack.ts";

rmSync(join(repoRoot, ".data"), { recursive: true, force: true });
console.log("Local data wiped: the next npm start seeds a fresh catalogue.");
