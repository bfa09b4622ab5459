import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { AppLink } from "~/components/AppLink";
import { Icon } from "~/components/icons";
import { exploreLinks } from "~/content/about";

/** Links to the pages the header and footer do not list: the platform, solutions, resources, brand. */
export function ExploreLinks() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
      {exploreLinks.map((group) => (
        <Box key={group.heading}>
          <Heading as="h3" size="lg" mb="4">
            {group.heading}
          </Heading>
          <Stack as="ul" gap="3" listStyle="none" p="0" m="0">
            {group.links.map((link) => (
              <li key={link.to}>
                <Box
                  asChild
                  display="flex"
                  alignItems="center"
                  gap="4"
                  minH="11"
                  p="4"
                  rounded="xl"
                  bg="white"
                  borderWidth="1px"
                  borderColor="border.muted"
                  _hover={{ borderColor: "brand.500" }}
                  focusRing="outside"
                >
                  <AppLink to={link.to}>
                    <Box flex="1">
                      <Text as="span" display="block" fontWeight="semibold" color="fg">
                        {link.label}
                      </Text>
                      <Text as="span" display="block" fontSize="sm" color="fg.muted">
                        {link.description}
                      </Text>
                    </Box>
                    <Box color="brand.fg" flexShrink={0}>
                      <Icon name="arrowRight" size={18} />
                    </Box>
                  </AppLink>
                </Box>
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
