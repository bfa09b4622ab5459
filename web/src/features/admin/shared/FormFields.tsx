import { Field, Input, Switch, Textarea, type InputProps } from "@chakra-ui/react";

interface TextFieldProps extends Omit<InputProps, "onChange" | "value"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helper?: string;
  /** Why the last save was refused for this field (the server's or the shared schema's words). */
  error?: string;
}

export function TextField({ label, value, onChange, required, helper, error, ...input }: TextFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} minH="11" {...input} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  helper?: string;
  rows?: number;
  error?: string;
}

export function TextAreaField({ label, value, onChange, required, helper, rows = 3, error }: TextAreaFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={rows} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function SwitchField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand" minH="11">
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
