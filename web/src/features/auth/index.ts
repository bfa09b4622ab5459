// The auth feature's public surface.
export { currentUserQueryKey, currentUserQueryOptions, useCurrentUser } from "./api/getCurrentUser";
export { login } from "./api/loginRequest";
export {  useLogout } from "./api/logout";
