import { startPage } from "~/boot";

// The one browser entry of every page: the inline page loader imports it once the page has painted
// (web/src/boot, docs/pages.md).
startPage();
