import type { IconName } from "~/components/icons";

export interface ResourceLink {
  title: string;
  description: string;
  icon: IconName;
}

/** Spec 2.6: documentation. */
export const documentation: ResourceLink[] = [
  { title: "Getting Started Guide", description: "Connect your first gateway and sensor in under an hour.", icon: "book" },
  { title: "API Reference", description: "REST endpoints, webhooks and authentication.", icon: "code" },
  { title: "Device Integration", description: "Payload codecs and activation (OTAA and ABP).", icon: "cpu" },
  { title: "Network Planning", description: "Gateway placement, coverage and capacity.", icon: "radio" },
];

/** Spec 2.6: developer tools. */
export const developerTools: ResourceLink[] = [
  { title: "SDKs", description: "Client libraries for Python, JavaScript, Go and Java.", icon: "code" },
  { title: "CLI", description: "Provision devices and gateways from your terminal.", icon: "server" },
  { title: "Payload Decoder Library", description: "Ready-made decoders for hundreds of devices.", icon: "database" },
  { title: "Postman Collection", description: "Every API call, ready to run.", icon: "webhook" },
];

export interface Tutorial {
  title: string;
  level: "Beginner" | "Intermediate" | "Advanced";
  duration: string;
}

/** Spec 2.6: tutorials. */
export const tutorials: Tutorial[] = [
  { title: "Build a cold-chain monitor", level: "Beginner", duration: "30 min" },
  { title: "Stream sensor data to Grafana", level: "Intermediate", duration: "45 min" },
  { title: "Write a custom payload codec", level: "Intermediate", duration: "40 min" },
  { title: "Plan a city-wide gateway network", level: "Advanced", duration: "90 min" },
];

export interface CaseStudy {
  company: string;
  industry: string;
  result: string;
}

/** Spec 2.6: case studies. */
export const caseStudies: CaseStudy[] = [
  { company: "Nordic Water Authority", industry: "Water Management", result: "Cut non-revenue water by 18% in the first year." },
  { company: "Valley Growers Co-op", industry: "Agriculture", result: "Saved 30% of irrigation water across 4,000 hectares." },
  { company: "Meridian Manufacturing", industry: "Manufacturing", result: "Avoided 14 unplanned stoppages with vibration alerts." },
];

export interface Webinar {
  title: string;
  /** Spec 2.6: Upcoming shows a date and Register; Recorded shows Watch Now. */
  type: "Upcoming" | "Recorded";
  date?: string;
  duration: string;
}

export const webinars: Webinar[] = [
  { title: "Scaling from pilot to 10,000 devices", type: "Upcoming", date: "March 12, 2025", duration: "60 min" },
  { title: "Predictive maintenance with vibration sensors", type: "Upcoming", date: "April 2, 2025", duration: "45 min" },
  { title: "Smart agriculture in practice", type: "Recorded", duration: "50 min" },
  { title: "Introduction to the analytics platform", type: "Recorded", duration: "35 min" },
];

/** Spec 2.6: community and support. */
export const communityAndSupport: ResourceLink[] = [
  { title: "Community Forum", description: "Ask questions and share projects with other engineers.", icon: "message" },
  { title: "Knowledge Base", description: "Answers to common questions and troubleshooting guides.", icon: "book" },
  { title: "Support Center", description: "Open a ticket with our engineers; 24/7 for enterprise customers.", icon: "users" },
];
