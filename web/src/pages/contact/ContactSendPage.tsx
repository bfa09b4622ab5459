import { data, redirect } from "react-router";
import { demoRequestInputSchema } from "@lorawan/contracts/leads";
import { unavailablePageHeaders } from "@lorawan/contracts/pageLoadContext";
import { paths } from "@lorawan/contracts/paths";
import { seo } from "~/components/seo";
import { contactFormValuesOf, missingRequiredFields, requestFailed, requiredFieldsMissing } from "~/features/contact";
import { contactPageSeo, ContactScreen } from "./ContactPage";
import type { Route } from "./+types/ContactSendPage";

// The contact form sent without JavaScript (decision 085): the function answers this route's action.
// Taken, the visitor is sent on to /contact/sent (a reload there sends nothing again); not taken,
// the contact page comes back with what was typed and what to change, with the status saying why.
// Opened by itself (no loader: React Router runs loaders after an action too), it is the contact
// page's empty form, never indexed.

export const meta = () => seo({ ...contactPageSeo, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const values = contactFormValuesOf(await request.formData());
  if (missingRequiredFields(values).length > 0) return data({ values, problem: requiredFieldsMissing }, 400);
  const parsed = demoRequestInputSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return data(
      {
        values,
        problem: { title: "Please check the form", description: issue ? `${String(issue.path[0] ?? "form")}: ${issue.message}` : requestFailed.description },
      },
      400,
    );
  }
  const { items: _none, ...input } = parsed.data;
  const stored = await context.leads.requestDemo(input);
  if ("unavailable" in stored) return data({ values, problem: requestFailed }, { status: 503, headers: unavailablePageHeaders });
  return redirect(paths.contactSent, 303);
}

export default function ContactSendPage({ actionData }: Route.ComponentProps) {
  return <ContactScreen form={actionData ? { initial: actionData.values, problem: actionData.problem } : {}} />;
}
