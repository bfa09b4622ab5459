import { Badge, Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { plans } from "~/content/pricing";
import { CheckList } from "../marketing/components/CheckList";
import { LinkButton } from "~/components/LinkButton";

/** Spec 9.2: the four plan cards; Professional is marked Most Popular. */
export function PlanCards() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="6" textAlign="start">
      {plans.map((plan) => (
        <Stack
          key={plan.id}
          as="article"
          aria-labelledby={`plan-${plan.id}`}
          gap="5"
          p="6"
          rounded="2xl"
          bg="white"
          borderWidth={plan.mostPopular ? "2px" : "1px"}
          borderColor={plan.mostPopular ? "brand.500" : "border.muted"}
          position="relative"
          shadow={plan.mostPopular ? "lg" : undefined}
        >
          {plan.mostPopular && (
            <Badge colorPalette="brand" variant="solid" position="absolute" top="-3" left="6" size="md">
              Most Popular
            </Badge>
          )}
          <Box>
            <Heading as="h3" id={`plan-${plan.id}`} size="lg">
              {plan.name}
            </Heading>
            <Text color="fg.muted" mt="1">
              {plan.description}
            </Text>
          </Box>
          <Text>
            {plan.monthlyPrice === null ? (
              <Text as="span" fontSize="4xl" fontWeight="bold">
                Custom
              </Text>
            ) : (
              <>
                <Text as="span" fontSize="4xl" fontWeight="bold">
                  {`$${plan.monthlyPrice}`}
                </Text>
                <Text as="span" color="fg.muted">
                  /month
                </Text>
              </>
            )}
          </Text>
          <Box flex="1">
            <CheckList items={plan.features} />
          </Box>
          <LinkButton asChild colorPalette="brand" variant={plan.mostPopular ? "solid" : "outline"} minH="11">
            <Link to={plan.cta.to}>{plan.cta.label}</Link>
          </LinkButton>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
