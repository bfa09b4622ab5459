import type { ReactNode } from "react";
import { Box, Flex, Heading, IconButton, Stack, Text } from "@chakra-ui/react";
import { NavAppLink } from "~/components/AppLink";
import { LinkButton } from "~/components/LinkButton";
import { Icon } from "~/components/icons";
import { paths } from "@lorawan/contracts/paths";
import { mainLinks, solutionMenu } from "~/content/navigation";
import { mobileNavAttribute } from "./headerMenus";

/** The drawer's id: the buttons that open and close it name it in `commandfor`. */
const drawerId = "mobile-nav";

const drawerLinkStyle = {
  "&[aria-current=page]": { color: "brand.fg", bg: "brand.subtle", fontWeight: "semibold" },
} as const;

/** The invoker command attributes (HTML `commandfor`/`command`), which React's types do not know yet. */
const command = (name: "show-modal" | "close") => ({ commandfor: drawerId, command: name }) as Record<string, string>;

/**
 * Spec 2.2: on small screens the links sit in a slide-in side drawer under the headings Main and
 * Solutions. The drawer is a modal `<dialog>` that its buttons open and close from the HTML
 * (decision 049: `command="show-modal"`, `closedby="any"` for a press outside or Escape); the
 * browser keeps the focus inside while it is open and gives it back to the menu button after.
 * headerMenus.ts does the same for a browser without invoker commands.
 */
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

export function MobileNav() {
  return (
    <>
      {/* asChild: Chakra's props filter drops the `commandfor` and `command` attributes it does not know. */}
      <IconButton asChild aria-label="Open menu" aria-haspopup="dialog" variant="ghost" minW="11" minH="11" display={{ base: "inline-flex", lg: "none" }}>
        <button type="button" {...command("show-modal")}>
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
          // A closed dialog is `display: none`: only the open one is laid out.
          "&[open]": { display: "flex", flexDirection: "column", animation: "slide-from-right-full 200ms ease-out" },
          "&::backdrop": { background: "rgba(0, 0, 0, 0.4)" },
          "@media (prefers-reduced-motion: reduce)": { "&[open]": { animation: "none" } },
        }}
      >
        {/* A plain element under asChild: Chakra's props filter would drop `closedby`. */}
        <dialog id={drawerId} aria-labelledby={`${drawerId}-title`} closedby="any" {...{ [mobileNavAttribute]: "" }}>
          <Flex align="center" justify="space-between" px="6" pt="4" pb="2">
            <Heading as="h2" id={`${drawerId}-title`} size="lg">
              Menu
            </Heading>
            <IconButton asChild aria-label="Close menu" variant="ghost" minW="11" minH="11">
              <button type="button" {...command("close")}>
                <Icon name="x" size={20} />
              </button>
            </IconButton>
          </Flex>
          <Stack as="nav" aria-label="Mobile" gap="6" px="6" pb="6" overflowY="auto">
            <DrawerSection title="Main">
              {mainLinks.map((link) => (
                <LinkButton key={link.to} asChild variant="ghost" justifyContent="start" minH="11" color="fg" css={drawerLinkStyle}>
                  <NavAppLink to={link.to} currentUnder={link.currentUnder}>
                    {link.label}
                  </NavAppLink>
                </LinkButton>
              ))}
              <LinkButton asChild colorPalette="brand" minH="11" mt="2">
                <NavAppLink to={paths.contact}>Contact sales</NavAppLink>
              </LinkButton>
            </DrawerSection>
            <DrawerSection title="Solutions">
              {solutionMenu.map((entry) => (
                <LinkButton key={entry.href} asChild variant="ghost" justifyContent="start" h="auto" minH="11" py="2" color="fg" css={drawerLinkStyle}>
                  <NavAppLink to={entry.href}>
                    <Box color="brand.fg" flexShrink={0}>
                      <Icon name={entry.icon} size={18} />
                    </Box>
                    <Text as="span" whiteSpace="normal" textAlign="start">
                      {entry.name}
                    </Text>
                  </NavAppLink>
                </LinkButton>
              ))}
            </DrawerSection>
          </Stack>
        </dialog>
      </Box>
    </>
  );
}
