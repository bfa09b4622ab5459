import { listenForInstallPrompt } from "~/app/installPrompt";
import "./startPage";

// The one browser entry of every page (decision 021). The page loader in the head imports it once
// the page has painted (decision 046); startPage arms the islands' triggers and, on the admin page,
// starts the admin app. Chromium may have offered the install before this loaded, and offers it only
// once per page: the loader kept that offer, and listenForInstallPrompt takes it.
listenForInstallPrompt();
