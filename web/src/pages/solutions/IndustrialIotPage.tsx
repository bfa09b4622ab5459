import { industrialIot } from "~/content/solutionPages";
import { SolutionPageLayout, solutionMeta } from "./SolutionPageLayout";

export const meta = () => solutionMeta(industrialIot);

export default function IndustrialIotPage() {
  return <SolutionPageLayout page={industrialIot} />;
}
