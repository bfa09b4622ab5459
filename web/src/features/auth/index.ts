// The auth feature's public surface.
export { currentUserQueryKey, currentUserQueryOptions, useCurrentUser } from "./api/getCurrentUser";
