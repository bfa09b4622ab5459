import { expect, it } from "vitest";
import { meta } from "./NotFoundPage";

it("the not-found page is noindex and names no canonical URL (it answers at any unknown path)", () => {
  const tags = meta();
  expect(tags).toContainEqual({ title: "404 Page Not Found" });
  expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
});
