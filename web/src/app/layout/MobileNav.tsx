import type { ReactNode } from "react";
import { Box, Flex, Heading, IconButton, Stack } from "@chakra-ui/react";
import { NavAppLink } from "~/components/AppLink";
import { LinkButton } from "~/components/LinkButton";
import { Icon } from "~/components/icons";
import { paths } from "@lorawan/contracts/paths";
import { mainLinks, solutionMenu } from "~/content/navigation";

/** The drawer's id: the buttons that open and close it name it in `popovertarget`. */
const drawerId = "mobile-nav";

/**
 * The drawer's links: a link's few styles rather than the button recipe's (its sizes, variants and
 * the states a link here never takes). Every element of the drawer is styled for the first time when
 * it opens, inside the tap that opens it (decision 096). The focus ring is the global one.
 */
const drawerLinkStyle = {
  display: "flex",
  alignItems: "center",
  gap: "3",
  minH: "11",
  px: "3",
  py: "2",
  rounded: "md",
  fontSize: "sm",
  fontWeight: "medium",
  color: "fg",
  _hover: { bg: "bg.muted" },
  "&[aria-current=page]": { color: "brand.fg", bg: "brand.subtle", fontWeight: "semibold" },
} as const;

/** A titled group of the drawer's links. */
function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h3" size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="2">
        {title}
      </Heading>
      <Stack gap="1">{children}</Stack>
    </Box>
  );
}

/**
 * Spec 2.2: on small screens the links sit in a slide-in side drawer under the headings Main and
 * Solutions. The drawer is a `<dialog>` shown as a popover (decision 083, amending 049): its buttons
 * open and close it from the HTML (`popovertarget`), the browser puts it above the page, moves the
 * focus to its first control (a dialog's focusing steps), closes it on Escape or a press outside
 * and gives the focus back to the button when it closes. Not modal: making the rest of the page
 * inert restyled every element of it, 80-170 ms on a phone before the drawer showed.
 */
export function MobileNav() {
  return (
    <>
      {/* asChild: the button is a plain element, with the attributes React gives it. */}
      <IconButton asChild aria-label="Open menu" aria-haspopup="dialog" variant="ghost" minW="11" minH="11" display={{ base: "inline-flex", lg: "none" }}>
        <button type="button" popoverTarget={drawerId} popoverTargetAction="show">
          <Icon name="menu" size={22} />
        </button>
      </IconButton>
      <Box
        asChild
        margin="0"
        marginInlineStart="auto"
        p="0"
        border="0"
        h="100dvh"
        maxH="100dvh"
        w="xs"
        maxW="100vw"
        bg="bg.panel"
        color="fg"
        shadow="lg"
        css={{
          // Closed it is `display: none` (a dialog without `open`): only the open one is laid out.
          "&:popover-open": { display: "flex", flexDirection: "column", animation: "slide-from-right-full 200ms ease-out" },
          "&::backdrop": { background: "rgba(0, 0, 0, 0.4)" },
          "@media (prefers-reduced-motion: reduce)": { "&:popover-open": { animation: "none" } },
        }}
      >
        <dialog id={drawerId} popover="auto" aria-labelledby={`${drawerId}-title`}>
          <Flex align="center" justify="space-between" px="6" pt="4" pb="2">
            <Heading as="h2" id={`${drawerId}-title`} size="lg">
              Menu
            </Heading>
            <IconButton asChild aria-label="Close menu" variant="ghost" minW="11" minH="11">
              <button type="button" popoverTarget={drawerId} popoverTargetAction="hide">
                <Icon name="x" size={20} />
              </button>
            </IconButton>
          </Flex>
          <Stack as="nav" aria-label="Mobile" gap="6" px="6" pb="6" overflowY="auto">
            <DrawerSection title="Main">
              {mainLinks.map((link) => (
                <Box key={link.to} asChild css={drawerLinkStyle}>
                  <NavAppLink to={link.to} currentUnder={link.currentUnder}>
                    {link.label}
                  </NavAppLink>
                </Box>
              ))}
              <LinkButton asChild colorPalette="brand" minH="11" mt="2">
                <NavAppLink to={paths.contact}>Contact sales</NavAppLink>
              </LinkButton>
            </DrawerSection>
            <DrawerSection title="Solutions">
              {solutionMenu.map((entry) => (
                <Box key={entry.href} asChild css={drawerLinkStyle}>
                  <NavAppLink to={entry.href}>
                    <Box asChild color="brand.fg" flexShrink={0}>
                      <Icon name={entry.icon} size={18} />
                    </Box>
                    {entry.name}
                  </NavAppLink>
                </Box>
              ))}
            </DrawerSection>
          </Stack>
        </dialog>
      </Box>
    </>
  );
}
