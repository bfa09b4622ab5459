/**
 * Issue 49: the emulators never fire the scheduled `purgeTrash` function, so the local stacks (npm
 * start, the dev stack, the test stack) run the same purge once when they start, against the
 * Firestore in `process.env` (FIRESTORE_EMULATOR_HOST, GCLOUD_PROJECT).
 */
export async function purgeTrashOnStart(log: (line: string) => void = console.log): Promise<void> {
  const { trashStore } = await import("../../functions/src/store/trash.ts");
  const removed = await trashStore.purge();
  if (removed > 0) log(`Removed ${removed} item${removed === 1 ? "" : "s"} deleted more than 30 days ago from the trash.`);
}
