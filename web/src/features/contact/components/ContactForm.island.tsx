import { island } from "~/boot/island";
import { Box, Button, Card, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useState, useTransition, type FormEvent } from "react";
import { industryOptions } from "@lorawan/contracts/industries";
import { paths } from "@lorawan/contracts/paths";
import type { QuoteItemInputBody } from "@lorawan/contracts/leads";
import { preloadToasterView, showToast } from "~/components/ui/toaster";
import { useEarlyFormInput } from "~/boot/earlyInput";
import { isOnline, useOnlineStatus } from "~/lib/useOnlineStatus";
import { createDemoRequest } from "../api/createDemoRequest";
import {
  emptyContactForm,
  missingRequiredFields,
  requestFailed,
  requestSent,
  requiredFieldsMissing,
  type ContactFormMessage,
  type ContactFormValues,
} from "../lib/contactFormValues";

/** The entries of `values` that are fields of the form. */
function pickFields(values: Record<string, string>): Partial<ContactFormValues> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => Object.hasOwn(emptyContactForm, name)));
}

export interface ContactFormProps {
  /** A quote request's products (the /quote page): sent with the fields, by the same rules. */
  items?: QuoteItemInputBody[];
  /** Called after the request was sent (the fields are cleared too). */
  onSent?: () => void;
  /** Called after the request failed (the fields are kept). */
  onFailed?: (error: unknown) => void;
  /** The form's accessible name and its button's text. */
  label?: string;
  submitLabel?: string;
  /** What was typed, when the server answers a form sent without JavaScript that it could not take. */
  initial?: Partial<ContactFormValues>;
  /** Why the server could not take it, shown above the fields. */
  problem?: ContactFormMessage;
}

/** Spec 2.5, 4 and 5: the demo/quote request form; on /quote it sends the quote list's items too. */
function ContactForm({ items, onSent, onFailed, label = "Contact form", submitLabel = "Send Message", initial, problem }: ContactFormProps) {
  const [form, setForm] = useState({ ...emptyContactForm, ...initial });
  const [shownProblem, setShownProblem] = useState(problem);
  // The form is an island (decision 010): what was typed before it hydrated is kept.
  const formElement = useEarlyFormInput((typed) => setForm((current) => ({ ...current, ...pickFields(typed) })));
  // React's own pending state for an async action. Not TanStack Query's useMutation: the form is an
  // island (decision 010), and the query client is the admin app's.
  const [isPending, startSending] = useTransition();
  useEffect(() => {
    // On a prerendered page the form hydrates when focus comes into it (decision 011): that focus
    // has already happened, and the visitor is on the form.
    if (formElement.current?.contains(document.activeElement)) preloadToasterView();
  }, [formElement]);
  const online = useOnlineStatus();
  const set = (field: keyof ContactFormValues) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShownProblem(undefined);
    // The fields as they are now: a submission right after the form hydrated can come before the
    // state took over what was typed earlier (useEarlyFormInput).
    const values = { ...form, ...pickFields(Object.fromEntries([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]))) };
    if (missingRequiredFields(values).length > 0) {
      showToast({ ...requiredFieldsMissing, variant: "destructive" });
      return;
    }
    // The service worker keeps pages readable offline, but a request cannot travel: say so, send
    // nothing and keep what the visitor typed.
    if (!isOnline()) {
      showToast({
        title: "You are offline",
        description: "Your message cannot be sent while you are offline. Your details are kept: send it again once you are back online.",
        variant: "destructive",
      });
      return;
    }
    startSending(async () => {
      try {
        await createDemoRequest(items ? { ...values, items } : values);
      } catch (error) {
        // Spec 8: status codes are not distinguished; the fields are kept for another try.
        showToast({ ...requestFailed, variant: "destructive" });
        onFailed?.(error);
        return;
      }
      showToast({ ...requestSent, variant: "success" });
      setForm(emptyContactForm);
      onSent?.();
    });
  };

  const text = (field: keyof ContactFormValues, label: string, props: { type?: string; autoComplete?: string; required?: boolean }) => (
    <Field.Root required={props.required}>
      <Field.Label>
        {label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={field} type={props.type ?? "text"} autoComplete={props.autoComplete} value={form[field]} onChange={set(field)} minH="11" />
    </Field.Root>
  );

  return (
    <Card.Root variant="outline">
      <Card.Body>
        {/* Without its code the contact page's form is sent by the browser (decision 085): the
            function stores it and answers with /contact/sent, or with this form again, as typed,
            saying what to change. Once the code runs it sends JSON and answers with a toast; a
            submit before that is the browser's (decision 086). A quote request's products
            are on the device, so that form needs its code: method="dialog" sends nothing by itself,
            and puts no personal data in a URL. The toast view is fetched once the visitor starts
            on the form, not with the page (decisions 010, 011). */}
        <form
          ref={formElement}
          {...(items ? { method: "dialog" } : { method: "post", action: paths.contactSend })}
          onSubmit={submit}
          onFocus={preloadToasterView}
          aria-label={label}
          aria-describedby={shownProblem ? "contact-form-problem" : undefined}
        >
          <Stack gap="5">
            {shownProblem && (
              // A plain box: the islands' theme carries no Alert recipe.
              <Box id="contact-form-problem" role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" color="fg.error" rounded="l2" p="4">
                <Text fontWeight="semibold">{shownProblem.title}</Text>
                <Text fontSize="sm">{shownProblem.description}</Text>
              </Box>
            )}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              {text("firstName", "First Name", {
                autoComplete: "given-name",
                required: true,
              })}
              {text("lastName", "Last Name", {
                autoComplete: "family-name",
                required: true,
              })}
            </SimpleGrid>
            {text("email", "Email", {
              type: "email",
              autoComplete: "email",
              required: true,
            })}
            {text("company", "Company", {
              autoComplete: "organization",
              required: true,
            })}
            <Field.Root>
              <Field.Label>Industry</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="industry" value={form.industry} onChange={set("industry")} minH="11">
                  <option value="">Select your industry</option>
                  {industryOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Project Details</Field.Label>
              <Textarea
                name="projectDescription"
                value={form.projectDescription}
                onChange={set("projectDescription")}
                rows={5}
                placeholder="Tell us about your project: what you want to monitor, how many devices, where."
              />
            </Field.Root>
            <Button type="submit" colorPalette="brand" size="lg" minH="11" disabled={isPending} aria-describedby={online ? undefined : "contact-offline-note"}>
              {isPending ? "Sending..." : submitLabel}
            </Button>
            {!online && (
              <Text id="contact-offline-note" color="fg.muted" fontSize="sm">
                You are offline. Messages cannot be sent until your connection is back.
              </Text>
            )}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

export default island("ContactForm", ContactForm);
