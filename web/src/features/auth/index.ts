// The auth feature's public surface.
export { currentUserQueryKey, currentUserQueryOptions, useCurrentUser } from "./api/getCurrentUser";
export { login, useLogin } from "./api/login";
export { logout, useLogout } from "./api/logout";
