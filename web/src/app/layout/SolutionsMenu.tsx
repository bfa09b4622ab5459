import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { NavAppLink, useCurrentPath } from "~/components/AppLink";
import { Icon } from "~/components/icons";
import { solutionMenu } from "~/content/navigation";

/** The menu's id: its button names it in `popovertarget`. */
const menuId = "solutions-menu";

/**
 * Spec 2.2: the Solutions dropdown, six entries with a description and an icon: a disclosure of
 * links, which works from its HTML alone. The button's `popovertarget` toggles the list, a popover:
 * the browser puts it above the page, says whether it is expanded, puts its links next in the tab
 * order, and closes it on Escape or a press outside. No script.
 */
export function SolutionsMenu() {
  const pathname = useCurrentPath();
  const active = solutionMenu.some((entry) => entry.href === pathname);
  return (
    <>
      <Button
        id={`${menuId}-button`}
        popoverTarget={menuId}
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
        as="ul"
        id={menuId}
        popover="auto"
        aria-labelledby={`${menuId}-button`}
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
        listStyleType="none"
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
          <li key={entry.href}>
            <Box asChild display="flex" minH="11" py="2" px="3" rounded="md" _hover={{ bg: "bg.muted" }} _focusVisible={{ bg: "bg.muted" }}>
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
          </li>
        ))}
      </Box>
    </>
  );
}
