import { Tabs } from "@chakra-ui/react";
import { CategoriesPanel } from "../categories/components/CategoriesPanel";
import { MediaPanel } from "../media/components/MediaPanel";
import { ProductsPanel } from "../products/components/ProductsPanel";

/** Spec 2.14: the Products tab's sub-tabs Products, Categories and Media. */
export function CatalogueTabs() {
  return (
    <Tabs.Root defaultValue="products" lazyMount variant="enclosed" size="sm">
      <Tabs.List aria-label="Catalogue sections">
        <Tabs.Trigger value="products" minH="11">
          Products
        </Tabs.Trigger>
        <Tabs.Trigger value="categories" minH="11">
          Categories
        </Tabs.Trigger>
        <Tabs.Trigger value="media" minH="11">
          Media
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="products">
        <ProductsPanel />
      </Tabs.Content>
      <Tabs.Content value="categories">
        <CategoriesPanel />
      </Tabs.Content>
      <Tabs.Content value="media">
        <MediaPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
