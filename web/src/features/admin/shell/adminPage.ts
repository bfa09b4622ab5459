// The marks of the admin page's HTML (AdminArea.tsx) that its start reads (adminStart.controls.ts),
// apart from both: the start runs on every page without React, and the admin app imports AdminArea.

/** The element the admin app renders into: AdminArea's outer box. */
export const adminAppAttribute = "data-admin-app";
