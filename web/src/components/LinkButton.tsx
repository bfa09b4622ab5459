import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from "@chakra-ui/react";

export type LinkButtonProps = HTMLChakraProps<"a", RecipeProps<"button">>;

const { withContext } = createRecipeContext({ key: "button" });

/**
 * A link that looks like a button (Chakra's own recipe on an `<a>`). Chakra's `Button` renders
 * `type="button"`, which `asChild` hands to the link: `<a type="button">` is invalid HTML (an
 * anchor's type is a MIME type). Wrap a link with `asChild` (`<LinkButton asChild><AppLink …/></LinkButton>`)
 * or give it an `href`.
 */
export const LinkButton = withContext<HTMLAnchorElement, LinkButtonProps>("a");
