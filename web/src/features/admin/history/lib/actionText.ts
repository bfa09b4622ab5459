import type { ActivityAction, Actor } from "@lorawan/contracts/history";

/** What each action of a revision or of the activity log is called on screen. */
export const actionText: Record<ActivityAction, string> = {
  create: "Created",
  save: "Saved",
  publish: "Published",
  unpublish: "Unpublished",
  "bulk-publish": "Published (bulk action)",
  "bulk-unpublish": "Unpublished (bulk action)",
  "bulk-category": "Category changed (bulk action)",
  delete: "Moved to Trash",
  "restore-from-trash": "Restored from Trash",
  import: "Imported",
  restore: "Restored an earlier version",
  "sign-in": "Signed in",
  "empty-trash": "Deleted for good from Trash",
  "bulk-delete": "Moved to Trash (bulk action)",
};

/** Who made a write, as the admin knows them: their name, else their email, else their account id. */
export const actorText = (actor: Actor) => actor.name?.trim() || actor.email || actor.uid;
