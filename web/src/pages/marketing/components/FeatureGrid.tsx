import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { Icon, type IconName } from "~/components/icons";

export interface FeatureItem {
  title: string;
  description: string;
  icon?: IconName;
}

/** Cards of icon, title and text; used for features, values, capabilities. */
export function FeatureGrid({ items, columns = 3, headingLevel = "h3" }: { items: FeatureItem[]; columns?: 2 | 3 | 4; headingLevel?: "h3" | "h4" }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: columns }} gap="6">
      {items.map((item) => (
        <Box key={item.title} borderWidth="1px" borderColor="border.muted" rounded="xl" p="6" bg="white" color="fg">
          {item.icon && (
            <Box display="inline-flex" color="brand.fg" bg="brand.subtle" p="2.5" rounded="lg" mb="4">
              <Icon name={item.icon} size={22} />
            </Box>
          )}
          <Heading as={headingLevel} size="md" mb="2">
            {item.title}
          </Heading>
          <Text color="fg.muted">{item.description}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
