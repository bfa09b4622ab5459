import { Button, chakra, Field, Input, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { activityActions, type ActivityAction, type Actor } from "@lorawan/contracts/history";
import { actionText, actorText } from "../../history/lib/actionText";
import { dateRangeProblem, noActivityFilters, type ActivityFilters } from "../lib/activitySearch";

interface ActivityFilterBarProps {
  filters: ActivityFilters;
  people: readonly Actor[];
  onChange: (filters: ActivityFilters) => void;
}

/** The Activity tab's filters: person, action and a date range, each applied as it is chosen. */
export function ActivityFilterBar({ filters, people, onChange }: ActivityFilterBarProps) {
  const set = (patch: Partial<ActivityFilters>) => onChange({ ...filters, ...patch });
  const problem = dateRangeProblem(filters);
  const filtering = JSON.stringify(filters) !== JSON.stringify(noActivityFilters);
  return (
    <SimpleGrid as="fieldset" columns={{ base: 2, lg: 5 }} gap="3" alignItems="end" border="0" m="0" p="0">
      <chakra.legend srOnly>Filter the activity</chakra.legend>
      <Field.Root gridColumn={{ base: "span 2", sm: "span 1" }}>
        <Field.Label>Person</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={filters.person} onChange={(e) => set({ person: e.target.value })} minH="11">
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.uid} value={person.uid}>
                {actorText(person)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root gridColumn={{ base: "span 2", sm: "span 1" }}>
        <Field.Label>Action</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={filters.action} onChange={(e) => set({ action: e.target.value as ActivityAction | "" })} minH="11">
            <option value="">All actions</option>
            {activityActions.map((action) => (
              <option key={action} value={action}>
                {actionText[action]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={Boolean(problem)}>
        <Field.Label>From</Field.Label>
        <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} minH="11" />
        {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>To</Field.Label>
        <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set({ to: e.target.value })} minH="11" />
      </Field.Root>
      <Button variant="outline" minH="11" gridColumn={{ base: "span 2", lg: "span 1" }} disabled={!filtering} onClick={() => onChange(noActivityFilters)}>
        Clear filters
      </Button>
    </SimpleGrid>
  );
}
