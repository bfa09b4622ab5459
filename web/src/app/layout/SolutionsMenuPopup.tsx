import { Box, Button, Flex, Menu, Portal, Text, useMenu } from "@chakra-ui/react";
import { useRef, type KeyboardEvent } from "react";
import { NavAppLink } from "~/components/AppLink";
import { Icon } from "~/components/icons";
import { solutionMenu } from "~/content/navigation";
import { nextTabStop } from "~/lib/nextTabStop";
import { useFocusOnMount } from "~/lib/useDeferredComponent";
import { SolutionsTriggerLabel, solutionsTriggerProps } from "./SolutionsMenu.island";

/** Spec 2.2: the Solutions dropdown, six entries with a description and an icon (Chakra Menu: ARIA menu pattern). */
export default function SolutionsMenuPopup({ active, defaultOpen, focusOnMount }: { active: boolean; defaultOpen: boolean; focusOnMount: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Before useFocusOnMount: the menu must have started when its button takes the focus.
  const menu = useMenu({ positioning: { placement: "bottom-start", gutter: 8 }, defaultOpen });
  // This replaced a focused placeholder button: keep the focus where the user left it.
  useFocusOnMount(trigger, focusOnMount);
  return (
    // lazyMount and unmountOnExit: what Menu.Root sets by default.
    <Menu.RootProvider value={menu} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button
          ref={trigger}
          {...solutionsTriggerProps(active)}
          // Just opened, the menu takes the focus a frame later: a Tab typed before then is the menu's
          // too. The machine's own state, not this render's `api.open`, which React has not yet redrawn.
          onKeyDownCapture={(event) => {
            if (menu.service.state.hasTag("open")) leaveMenuOnTab(event, trigger.current, () => menu.api.setOpen(false));
          }}
        >
          <SolutionsTriggerLabel />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="sm" p="2" rounded="lg" onKeyDownCapture={(event) => leaveMenuOnTab(event, trigger.current, () => menu.api.setOpen(false))}>
            {solutionMenu.map((entry) => (
              <Menu.Item key={entry.href} value={entry.href} asChild minH="11" py="2" px="3" rounded="md" cursor="pointer">
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
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.RootProvider>
  );
}

/**
 * WAI-ARIA menu button: Tab closes the menu and moves on in the page, to what follows the menu's
 * button; Shift+Tab closes it and goes back to the button. Zag's menu keeps Tab inside the menu.
 * The menu moves the focus into itself a frame after a key (End, Home, arrows), so a Tab typed
 * within that frame closes the menu in the next one, after it. Closing returns the focus to the
 * button (as Escape does); Tab moves on from the button once it has it back (forgotten if that has
 * not happened within a second), or at once if it never lost it.
 */
function leaveMenuOnTab(event: KeyboardEvent, button: HTMLButtonElement | null, close: () => void) {
  if (event.key !== "Tab") return;
  event.preventDefault();
  const forward = !event.shiftKey;
  requestAnimationFrame(() => {
    const returned = new AbortController();
    if (forward && button) {
      button.addEventListener("focus", () => nextTabStop(button)?.focus(), { once: true, signal: returned.signal });
      setTimeout(() => returned.abort(), 1000);
    }
    close();
    // The button never lost the focus (the Tab came before the menu took it): move on from it now.
    if (forward && button && document.activeElement === button) {
      returned.abort();
      nextTabStop(button)?.focus();
    }
  });
}
