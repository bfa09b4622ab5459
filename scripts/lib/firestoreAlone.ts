// The embedded Firestore alone, in a process of its own: `node --import tsx firestoreAlone.ts PORT FILE`.
// It prints "ready" once it serves. The crash tests kill it with SIGKILL, as a crash would.
import { startFirestore } from "./firestoreServer.ts";

const [port, file] = process.argv.slice(2);
if (!port || !file) throw new Error("usage: firestoreAlone.ts PORT FILE");
const firestore = await startFirestore(Number(port), file);
process.on("SIGTERM", () => {
  firestore.stop();
  process.exit(0);
});
process.stdout.write("ready\n");
