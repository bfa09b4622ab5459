import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { listenForInstallPrompt } from "./app/installPrompt";
import { registerServiceWorker } from "./app/registerServiceWorker";
import { showUpdatePrompt } from "./app/updatePrompt";
import { renderErrors } from "./app/renderErrors";

listenForInstallPrompt();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    renderErrors,
  );
});

registerServiceWorker(showUpdatePrompt);
