import { afterFirstPaint } from "~/app/afterFirstPaint";
import { listenForInstallPrompt } from "~/app/installPrompt";

// The one browser entry of every page (decision 021; root.tsx's BootScript starts it). It requests
// nothing until the page has painted (decision 023); then startPage arms the islands' triggers and,
// on the admin page, starts the admin app. Chromium may offer the install before that, and only
// once per page, so the offer is kept from the start.
listenForInstallPrompt();
afterFirstPaint(() => void import("./startPage"));
