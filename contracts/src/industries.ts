// Without zod: the contact form's island imports the options and nothing else (web decision 010).

/** Spec 3.2 industry options (value / label). */
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
