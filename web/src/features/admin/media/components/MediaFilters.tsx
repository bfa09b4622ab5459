import { NativeSelect } from "@chakra-ui/react";
import { SearchInput } from "../../shared/SearchInput";
import { mediaKindOptions, type MediaKind } from "../lib/filterMedia";

/** Search and the All/Images/Documents filter, shared by the Media tab and the picker. */
export function MediaFilters({ search, onSearch, kind, onKind, lockedKind }: { search: string; onSearch: (s: string) => void; kind: MediaKind; onKind: (k: MediaKind) => void; lockedKind?: boolean }) {
  return (
    <>
      <SearchInput label="Search media" value={search} onChange={onSearch} placeholder="Search files" />
      <NativeSelect.Root w={{ base: "full", sm: "44" }} disabled={lockedKind}>
        <NativeSelect.Field aria-label="Filter by type" value={kind} onChange={(e) => onKind(e.target.value as MediaKind)} minH="11">
          {mediaKindOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </>
  );
}
