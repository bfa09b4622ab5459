// The admin feature's public surface: only the /admin route module imports it, so the whole
// admin area lands in that route's lazily loaded chunk and never in the public bundle.
export { AdminArea } from "./shell/AdminArea";
