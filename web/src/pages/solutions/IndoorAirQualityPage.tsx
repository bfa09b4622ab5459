import { Table } from "@chakra-ui/react";
import { airQualitySensors, indoorAirQuality } from "~/content/solutionPages";
import { Section } from "../marketing/components/Section";
import { SolutionPageLayout, solutionMeta } from "./SolutionPageLayout";
import { TableScrollRegion } from "~/components/ui/TableScrollRegion";

export const meta = () => solutionMeta(indoorAirQuality);

/** Spec 2.11: the air-quality sensor table. */
export default function IndoorAirQualityPage() {
  return (
    <SolutionPageLayout page={indoorAirQuality}>
      <Section title="What our sensors measure" tone="muted">
        <TableScrollRegion label="Air-quality sensor ranges" borderWidth="1px" borderColor="border.muted" rounded="xl" bg="white">
          <Table.Root size="md" minW="2xl">
            <Table.Header>
              <Table.Row bg="ink.50">
                <Table.ColumnHeader scope="col">Parameter</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Range</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Accuracy</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Health impact</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {airQualitySensors.map((s) => (
                <Table.Row key={s.parameter}>
                  <Table.Cell as="th" scope="row" fontWeight="semibold">
                    {s.parameter}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{s.range}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{s.accuracy}</Table.Cell>
                  <Table.Cell>{s.healthImpact}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollRegion>
      </Section>
    </SolutionPageLayout>
  );
}
