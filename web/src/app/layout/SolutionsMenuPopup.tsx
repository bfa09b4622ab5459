import { Box, Button, Flex, Menu, Portal, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { NavAppLink } from "~/components/AppLink";
import { Icon } from "~/components/icons";
import { solutionMenu } from "~/content/navigation";
import { useFocusOnMount } from "~/lib/useDeferredComponent";
import { SolutionsTriggerLabel, solutionsTriggerProps } from "./SolutionsMenu";

/** Spec 2.2: the Solutions dropdown, six entries with a description and an icon (Chakra Menu: ARIA menu pattern). */
export default function SolutionsMenuPopup({ active, defaultOpen, focusOnMount }: { active: boolean; defaultOpen: boolean; focusOnMount: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // This replaced a focused placeholder button: keep the focus where the user left it.
  useFocusOnMount(trigger, focusOnMount);
  return (
    <Menu.Root positioning={{ placement: "bottom-start", gutter: 8 }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button ref={trigger} {...solutionsTriggerProps(active)}>
          <SolutionsTriggerLabel />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="sm" p="2" rounded="lg">
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
    </Menu.Root>
  );
}
