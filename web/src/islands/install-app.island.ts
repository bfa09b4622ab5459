export { InstallAppButton as default } from "~/app/layout/InstallAppButton";
