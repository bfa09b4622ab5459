/** Spec 3.2: the industry options of the contact form (value / label), in this order. */
export const industryOptions = [
  { value: "manufacturing", label: "Manufacturing" },
  { value: "agriculture", label: "Agriculture" },
  { value: "water-management", label: "Water Management" },
  { value: "smart-buildings", label: "Smart Buildings" },
  { value: "energy", label: "Energy & Utilities" },
  { value: "logistics", label: "Logistics & Supply Chain" },
  { value: "environmental", label: "Environmental Monitoring" },
  { value: "other", label: "Other" },
] as const;
