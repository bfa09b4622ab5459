import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/test/render";
import { toFormValues, type ProductFormValues } from "../lib/productForm";
import { DeviceFacetPickers } from "./DeviceFacetPickers";

type FacetValues = Pick<ProductFormValues, "regions" | "sensors" | "ipRating" | "secondIpRating">;

function Harness({ seen }: { seen: FacetValues[] }) {
  const [values, setValues] = useState<FacetValues>(() => toFormValues());
  return (
    <DeviceFacetPickers
      values={values}
      onChange={(patch) => {
        const next = { ...values, ...patch };
        seen.push(next);
        setValues(next);
      }}
    />
  );
}

describe("DeviceFacetPickers (issue 22)", () => {
  it("picks regions and sensors from the vocabularies, in their order, and an IP code from a list", () => {
    const seen: FacetValues[] = [];
    renderWithProviders(<Harness seen={seen} />);
    fireEvent.click(screen.getByLabelText("AS923 (Asia-Pacific)"));
    fireEvent.click(screen.getByLabelText("EU863-870 (Europe)"));
    expect(seen.at(-1)?.regions).toEqual(["EU863-870", "AS923"]);

    fireEvent.change(screen.getByLabelText("Find a sensor type"), { target: { value: "co" } });
    expect(screen.queryByLabelText("temperature")).toBeNull();
    fireEvent.click(screen.getByLabelText("co2"));
    expect(seen.at(-1)?.sensors).toEqual(["co2"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove sensor co2" }));
    expect(seen.at(-1)?.sensors).toEqual([]);

    fireEvent.change(screen.getByLabelText("IP rating"), { target: { value: "IP67" } });
    expect(seen.at(-1)?.ipRating).toBe("IP67");
    // Issue 32: every code of the Device Repository's pattern, and its 18 regions.
    fireEvent.change(screen.getByLabelText("Second IP rating"), { target: { value: "IP69K" } });
    expect(seen.at(-1)?.secondIpRating).toBe("IP69K");
    fireEvent.change(screen.getByLabelText("IP rating"), { target: { value: "IPX7" } });
    expect(seen.at(-1)?.ipRating).toBe("IPX7");
    fireEvent.click(screen.getByLabelText("AS923-3 (Asia-Pacific, group 3 (Philippines))"));
    expect(seen.at(-1)?.regions).toEqual(["EU863-870", "AS923", "AS923-3"]);
    // No free typing of a region: the only inputs for regions are the vocabulary's checkboxes.
    expect(screen.getAllByLabelText("Sensor types")).toHaveLength(1);
  });
});
