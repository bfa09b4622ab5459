import { Box, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Icon } from "~/components/icons";
import { comparisonRows, plans, type ComparisonValue } from "~/content/pricing";
import { TableScrollRegion } from "~/components/ui/TableScrollRegion";

/** Spec 9.2: the feature comparison of the four plans. */
function ComparisonTableContent() {
  return (
    <TableScrollRegion label="Plan features table" borderWidth="1px" borderColor="border.muted" rounded="xl" bg="white">
      <Table.Root size="md" minW="2xl">
        <Table.Caption srOnly>Feature comparison of the Starter, Professional, Enterprise and Custom plans</Table.Caption>
        <Table.Header>
          <Table.Row bg="ink.50">
            <Table.ColumnHeader scope="col">Feature</Table.ColumnHeader>
            {plans.map((plan) => (
              <Table.ColumnHeader key={plan.id} scope="col" textAlign="center">
                {plan.name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {comparisonRows.map((row) => (
            <Table.Row key={row.feature}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {row.feature}
              </Table.Cell>
              {plans.map((plan) => (
                <Table.Cell key={plan.id} textAlign="center">
                  <ComparisonCell value={row.values[plan.id]} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollRegion>
  );
}

function ComparisonCell({ value }: { value: ComparisonValue }) {
  if (typeof value === "string") return <>{value}</>;
  return (
    <Box display="inline-flex" position="relative" color={value ? "brand.fg" : "fg.subtle"}>
      <Icon name={value ? "check" : "x"} size={18} />
      <Box as="span" srOnly>
        {value ? "Included" : "Not included"}
      </Box>
    </Box>
  );
}

/**
 * Shows that the table scrolls sideways where it does: below md its minimum width (2xl, 42rem) is
 * wider than the screen. A line says so above it, and its right edge fades over the columns beyond.
 */
function ScrollsSideways({ children }: { children: ReactNode }) {
  return (
    <>
      <Text display={{ base: "flex", md: "none" }} alignItems="center" gap="1.5" mb="3" fontSize="sm" color="fg.muted">
        Scroll sideways to compare every plan
        <Icon name="arrowRight" size={16} />
      </Text>
      <Box
        position="relative"
        _after={{
          content: '""',
          display: { base: "block", md: "none" },
          position: "absolute",
          insetBlock: "1px",
          insetInlineEnd: "1px",
          width: "8",
          roundedRight: "xl",
          pointerEvents: "none",
          bgImage: "linear-gradient(to right, transparent, white)",
        }}
      >
        {children}
      </Box>
    </>
  );
}

export function ComparisonTable() {
  return (
    <ScrollsSideways>
      <ComparisonTableContent />
    </ScrollsSideways>
  );
}
