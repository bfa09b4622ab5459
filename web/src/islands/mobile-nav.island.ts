export { MobileNav as default } from "~/app/layout/MobileNav";
