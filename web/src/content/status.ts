import { claims } from "./claims";

/** Spec 4: the four service statuses; the text shows only Operational or Maintenance. */
export type ServiceStatusValue = "operational" | "maintenance" | "degraded" | "outage";

/** Spec 3.2: service status item. */
export interface ServiceStatus {
  name: string;
  status: ServiceStatusValue;
  uptime: string;
  description: string;
}

/** Spec 3.2: incident. */
export interface Incident {
  id: string;
  title: string;
  status: string;
  severity: string;
  startTime: string;
  endTime?: string;
  description: string;
  updates: { time: string; message: string }[];
}

/** Spec 3.2: metric. */
export interface StatusMetric {
  name: string;
  value: string;
  target: string;
  status: "good";
}

/** Spec 3.2: scheduled maintenance. */
export interface Maintenance {
  service: string;
  scheduledTime: string;
  duration: string;
  impact: string;
  description: string;
}

export const statusLastUpdated = "January 20, 2025 at 09:30 UTC";

/** Spec 9.3: 30-day uptime per service, 99.92% to 99.99%. */
export const services: ServiceStatus[] = [
  { name: "Network Server", status: "operational", uptime: "99.99%", description: "LoRaWAN packet routing and device sessions" },
  { name: "Device Management API", status: "operational", uptime: "99.98%", description: "Device registry and provisioning" },
  { name: "Gateway Management", status: "operational", uptime: "99.97%", description: "Gateway monitoring and configuration" },
  { name: "Analytics Platform", status: "operational", uptime: "99.95%", description: "Dashboards, reports and data processing" },
  { name: "Webhooks and Integrations", status: "operational", uptime: "99.96%", description: "Delivery of data to external systems" },
  { name: "Customer Dashboard", status: "maintenance", uptime: "99.92%", description: "Web console for customers" },
];

/** Spec 9.3: the four performance metrics. */
export const statusMetrics: StatusMetric[] = [
  { name: "API Response Time", value: "156ms", target: "< 200ms", status: "good" },
  { name: "Data Processing Latency", value: "2.3s", target: "< 5s", status: "good" },
  { name: "Gateway Connectivity", value: "99.7%", target: "> 99%", status: "good" },
  { name: "Device Registration Success", value: "99.9%", target: "> 99%", status: "good" },
];

export const incidents: Incident[] = [
  {
    id: "INC-2025-003",
    title: "Delayed webhook deliveries in EU region",
    status: "resolved",
    severity: "medium",
    startTime: "January 18, 2025 14:05 UTC",
    endTime: "January 18, 2025 15:20 UTC",
    description: "Some webhook deliveries to EU endpoints were delayed by up to 10 minutes. No data was lost.",
    updates: [
      { time: "January 18, 2025 15:20 UTC", message: "Queues have drained and deliveries are back to normal. Resolved." },
      { time: "January 18, 2025 14:40 UTC", message: "A fix is deployed; the backlog is being processed." },
      { time: "January 18, 2025 14:05 UTC", message: "We are investigating delayed webhook deliveries in the EU region." },
    ],
  },
  {
    id: "INC-2025-002",
    title: "Dashboard charts loading slowly",
    status: "resolved",
    severity: "low",
    startTime: "January 12, 2025 08:30 UTC",
    endTime: "January 12, 2025 09:10 UTC",
    description: "Historical charts took longer than usual to load for some customers.",
    updates: [
      { time: "January 12, 2025 09:10 UTC", message: "Query performance restored after an index rebuild. Resolved." },
      { time: "January 12, 2025 08:30 UTC", message: "We are looking into slow chart loading." },
    ],
  },
];

/** Spec 9.3: upcoming maintenance (network infrastructure 2 hours, database systems 4 hours). */
export const maintenance: Maintenance[] = [
  {
    service: "Network Infrastructure",
    scheduledTime: "January 25, 2025 02:00 UTC",
    duration: "2 hours",
    impact: "Minimal",
    description: "Core router upgrades. Brief reconnections of gateways may occur.",
  },
  {
    service: "Database Systems",
    scheduledTime: "February 1, 2025 01:00 UTC",
    duration: "4 hours",
    impact: "Low",
    description: "Database version upgrade. The dashboard may be read-only during the window.",
  },
];

export const notificationOptions = [
  { title: "Email Alerts", description: "Get an email when an incident starts, changes or ends.", icon: "mail" },
  { title: "SMS Notifications", description: "Text messages for critical incidents.", icon: "smartphone" },
  { title: "Webhook", description: "Configured in the dashboard: post status changes to your own systems.", icon: "webhook" },
  { title: "RSS Feed", description: "Follow incidents in your feed reader.", icon: "rss" },
] as const;

export const statusSummary = {
  title: "All Systems Operational",
  apiTarget: claims.apiResponse,
};
