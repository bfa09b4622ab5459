import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { NavAppLink, useCurrentPath } from "~/components/AppLink";
import { Icon } from "~/components/icons";
import { solutionMenu } from "~/content/navigation";
import { solutionsMenuAttribute } from "./headerMenus";

/** The menu's id: its button names it in `popovertarget`. */
const menuId = "solutions-menu";

/**
 * Spec 2.2: the Solutions dropdown, six entries with a description and an icon. It opens and closes
 * from its HTML (decision 049): the button's `popovertarget` toggles the menu, a popover, which the
 * browser puts above the page, closes on Escape or a press outside, and hands the focus back.
 * headerMenus.ts adds the keys of a WAI-ARIA menu button once the page's script runs.
 */
export function SolutionsMenu() {
  const pathname = useCurrentPath();
  const active = solutionMenu.some((entry) => entry.href === pathname);
  return (
    <>
      <Button
        id={`${menuId}-button`}
        popoverTarget={menuId}
        aria-haspopup="menu"
        variant="ghost"
        minH="11"
        color={active ? "brand.fg" : "fg"}
        bg={active ? "brand.subtle" : undefined}
        css={{ anchorName: "--solutions-menu" }}
      >
        Solutions
        <Icon name="chevronDown" size={16} />
      </Button>
      <Box
        id={menuId}
        popover="auto"
        role="menu"
        aria-labelledby={`${menuId}-button`}
        {...{ [solutionsMenuAttribute]: "" }}
        // A popover is `display: none` until open: only its open state is laid out.
        css={{
          margin: 0,
          inset: "auto",
          positionAnchor: "--solutions-menu",
          positionArea: "bottom span-right",
          positionTryFallbacks: "flip-inline",
          marginBlockStart: "2",
          "@supports not (position-area: bottom)": { top: "16", insetInlineEnd: "4" },
          "&:popover-open": { display: "flex" },
        }}
        flexDirection="column"
        minW="sm"
        maxW="calc(100vw - 2rem)"
        p="2"
        rounded="lg"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        shadow="lg"
      >
        {solutionMenu.map((entry) => (
          <Box
            key={entry.href}
            asChild
            role="menuitem"
            display="flex"
            minH="11"
            py="2"
            px="3"
            rounded="md"
            _hover={{ bg: "bg.muted" }}
            _focusVisible={{ bg: "bg.muted" }}
          >
            <NavAppLink to={entry.href}>
              <Flex gap="3" align="start">
                <Box color="brand.fg" bg="brand.subtle" p="2" rounded="md" flexShrink={0}>
                  <Icon name={entry.icon} size={18} />
                </Box>
                <Box>
                  <Text fontWeight="semibold" color="fg">
                    {entry.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {entry.description}
                  </Text>
                </Box>
              </Flex>
            </NavAppLink>
          </Box>
        ))}
      </Box>
    </>
  );
}
