export { SolutionsMenu as default } from "~/app/layout/SolutionsMenu";
