import { CacheProvider } from "@emotion/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createEmotionCache } from "./app/emotionCache";
import { listenForInstallPrompt } from "./app/installPrompt";
import { registerServiceWorker } from "./app/registerServiceWorker";
import { showUpdatePrompt } from "./app/updatePrompt";
import { renderErrors } from "./app/renderErrors";

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
    renderErrors,
  );
});

registerServiceWorker(showUpdatePrompt);
