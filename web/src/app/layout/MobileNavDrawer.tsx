import { Box, Button, CloseButton, Drawer, Heading, IconButton, Portal, Stack, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { NavAppLink } from "~/components/AppLink";
import { Icon } from "~/components/icons";
import { paths } from "@lorawan/contracts/paths";
import { mainLinks, solutionMenu } from "~/content/navigation";
import { useFocusOnMount } from "~/lib/useDeferredComponent";
import { MenuButtonIcon, menuButtonProps } from "./MobileNav.island";

const drawerLinkStyle = {
  "&[aria-current=page]": { color: "brand.fg", bg: "brand.subtle", fontWeight: "semibold" },
} as const;

/** Spec 2.2: on small screens the links sit in a slide-in drawer under the headings Main and Solutions. */
export default function MobileNavDrawer({ open, setOpen, focusOnMount }: { open: boolean; setOpen: (open: boolean) => void; focusOnMount: boolean }) {
  const close = () => setOpen(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // This replaced a focused placeholder button: keep the focus where the user left it.
  useFocusOnMount(trigger, focusOnMount);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton ref={trigger} {...menuButtonProps}>
          <MenuButtonIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="6">
                <Box>
                  <Heading as="h2" size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="2">
                    Main
                  </Heading>
                  <Stack gap="1">
                    {mainLinks.map((link) => (
                      <Button key={link.to} asChild variant="ghost" justifyContent="start" minH="11" color="fg" css={drawerLinkStyle}>
                        <NavAppLink to={link.to} currentUnder={link.currentUnder} onClick={close}>
                          {link.label}
                        </NavAppLink>
                      </Button>
                    ))}
                    <Button asChild colorPalette="brand" minH="11" mt="2">
                      <NavAppLink to={paths.contact} onClick={close}>
                        Contact sales
                      </NavAppLink>
                    </Button>
                  </Stack>
                </Box>
                <Box>
                  <Heading as="h2" size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="2">
                    Solutions
                  </Heading>
                  <Stack gap="1">
                    {solutionMenu.map((entry) => (
                      <Button key={entry.href} asChild variant="ghost" justifyContent="start" h="auto" minH="11" py="2" color="fg" css={drawerLinkStyle}>
                        <NavAppLink to={entry.href} onClick={close}>
                          <Box color="brand.fg" flexShrink={0}>
                            <Icon name={entry.icon} size={18} />
                          </Box>
                          <Text as="span" whiteSpace="normal" textAlign="start">
                            {entry.name}
                          </Text>
                        </NavAppLink>
                      </Button>
                    ))}
                  </Stack>
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close menu" minW="11" minH="11" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
