import { smartCities } from "~/content/solutionPages";
import { SolutionPageLayout, solutionMeta } from "./SolutionPageLayout";

export const meta = () => solutionMeta(smartCities);

export default function SmartCitiesPage() {
  return <SolutionPageLayout page={smartCities} />;
}
