import { ApiError } from "~/lib/api";

/**
 * The products a quote request was refused for (a 400 whose issues point at `items.N.productId`:
 * a product withdrawn since it was added), as ids of the items that were sent.
 */
export function unavailableProducts(error: unknown, sent: readonly { productId: number }[]): number[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const answer: unknown = JSON.parse(error.message.slice(error.message.indexOf(":") + 1));
    const issues = typeof answer === "object" && answer !== null && "issues" in answer && Array.isArray(answer.issues) ? (answer.issues as unknown[]) : [];
    return issues.flatMap((issue) => {
      const path = typeof issue === "object" && issue !== null && "path" in issue ? String(issue.path) : "";
      const index = /^items\.(\d+)\.productId$/.exec(path)?.[1];
      const item = index === undefined ? undefined : sent[Number(index)];
      return item ? [item.productId] : [];
    });
  } catch {
    return [];
  }
}
