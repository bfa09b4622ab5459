/**
 * Spec 4: Draft/Published and Active/Inactive are independent. Plain elements, styled by the list
 * that shows them (ProductRowStyles).
 */
export function ProductStatusBadges({ isPublished, isActive }: { isPublished: boolean; isActive: boolean }) {
  return (
    <span data-badges="">
      <span data-status={isPublished ? "published" : "draft"}>{isPublished ? "Published" : "Draft"}</span>
      {!isActive && <span data-status="inactive">Inactive</span>}
    </span>
  );
}
