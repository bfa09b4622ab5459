import { Timestamp, type DocumentData, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import type { ContactInput, ContactSubmissionLead, DemoRequestInput, DemoRequestLead, QuoteLine } from "@lorawan/contracts/leads";
import { toIso } from "./converters.js";

const demoRequests = () => db().collection("demo_requests");
const contactSubmissions = () => db().collection("contact_submissions");
/** The admin Leads tab shows the most recent ones; older leads stay in Firestore. */
const listLimit = 500;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const textOrNull = (value: unknown) => (typeof value === "string" ? value : null);

const numberOr = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

/** A stored quote line (leads from before quote requests have none). */
function toQuoteLines(value: unknown): QuoteLine[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((line): line is Record<string, unknown> => typeof line === "object" && line !== null)
    .map((line) => ({
      productId: numberOr(line.productId, 0),
      name: text(line.name),
      price: textOrNull(line.price),
      currency: text(line.currency) || "USD",
      quantity: numberOr(line.quantity, 0),
      note: textOrNull(line.note),
    }));
}

function toDemoRequest(doc: QueryDocumentSnapshot<DocumentData>): DemoRequestLead {
  const d = doc.data();
  return {
    id: doc.id,
    firstName: text(d.firstName),
    lastName: text(d.lastName),
    email: text(d.email),
    company: text(d.company),
    industry: textOrNull(d.industry),
    projectDescription: textOrNull(d.projectDescription),
    items: toQuoteLines(d.items),
    createdAt: toIso(d.createdAt),
  };
}

function toContactSubmission(doc: QueryDocumentSnapshot<DocumentData>): ContactSubmissionLead {
  const d = doc.data();
  return { id: doc.id, name: text(d.name), email: text(d.email), subject: text(d.subject), message: text(d.message), createdAt: toIso(d.createdAt) };
}

export const leadsStore = {
  /** Stores a demo request; a quote request's items as resolved (quoteLines) when it was sent. */
  async addDemoRequest(input: Omit<DemoRequestInput, "items">, items: QuoteLine[]): Promise<string> {
    const ref = await demoRequests().add({ ...input, items, createdAt: Timestamp.now() });
    return ref.id;
  },

  async addContactSubmission(input: ContactInput): Promise<string> {
    const ref = await contactSubmissions().add({ ...input, createdAt: Timestamp.now() });
    return ref.id;
  },

  async listDemoRequests(): Promise<DemoRequestLead[]> {
    const snapshot = await demoRequests().orderBy("createdAt", "desc").limit(listLimit).get();
    return snapshot.docs.map(toDemoRequest);
  },

  async listContactSubmissions(): Promise<ContactSubmissionLead[]> {
    const snapshot = await contactSubmissions().orderBy("createdAt", "desc").limit(listLimit).get();
    return snapshot.docs.map(toContactSubmission);
  },
};
