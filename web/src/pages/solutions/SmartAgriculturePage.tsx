import { smartAgriculture } from "~/content/solutionPages";
import { SolutionPageLayout, solutionMeta } from "./SolutionPageLayout";

export const meta = () => solutionMeta(smartAgriculture);

export default function SmartAgriculturePage() {
  return <SolutionPageLayout page={smartAgriculture} />;
}
