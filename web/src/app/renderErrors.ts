/** How every React root of the site reports render errors (the app's and the islands'). */
export const renderErrors = {
  onRecoverableError: (error: unknown) => console.warn("Recoverable render error", error),
  onUncaughtError: (error: unknown) => console.error("Uncaught render error", error),
};
