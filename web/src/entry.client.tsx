import { CacheProvider } from "@emotion/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createEmotionCache } from "./app/emotionCache";
import { listenForInstallPrompt } from "./app/installPrompt";
import { registerServiceWorker } from "./app/registerServiceWorker";

listenForInstallPrompt();
const cache = createEmotionCache();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
    {
      onRecoverableError: (error) => console.warn("Recoverable render error", error),
      onUncaughtError: (error) => console.error("Uncaught render error", error),
    },
  );
});

registerServiceWorker();
