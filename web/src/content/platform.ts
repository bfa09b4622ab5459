import type { IconName } from "~/components/icons";
import { paths } from "@lorawan/contracts/paths";
import { claims } from "./claims";

export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

export interface Capability {
  title: string;
  description: string;
}

export interface Cta {
  label: string;
  to: string;
  variant?: "solid" | "outline";
}

export interface PlatformPage {
  path: string;
  seo: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  ctas: Cta[];
  features: Feature[];
  capabilities: Capability[];
}

// Spec 2.10 leaves the hero buttons without targets: a free trial starts at the contact form, and
// documentation lives with the other resources.
const freeTrial: Cta = { label: "Start Free Trial", to: paths.contact };
const documentation: Cta = { label: "View Documentation", to: paths.resources, variant: "outline" };

/** Spec 2.10: /platform/network-server. */
export const networkServer: PlatformPage = {
  path: paths.platform.networkServer,
  seo: {
    title: "LoRaWAN Network Server | Carrier-grade, multi-region",
    description: "A LoRaWAN 1.0.3 and 1.1 compliant network server: multi-region deployment, enterprise security and auto-scaling to 1M+ messages per second.",
  },
  eyebrow: "Network Server",
  title: "The carrier-grade LoRaWAN Network Server",
  lead: "Route every uplink and downlink of your fleet through a compliant, secure network server that scales with you.",
  ctas: [freeTrial, documentation],
  features: [
    { title: "Multi-Region Deployment", description: "Run in the regions your devices live in, with regional frequency plans and data residency.", icon: "globe" },
    { title: "Protocol Compliance", description: "Full compliance with LoRaWAN 1.0.3 and 1.1, tested against certified devices.", icon: "check" },
    { title: "Enterprise Security", description: `${claims.deviceEncryption} on the device protocol and ${claims.dataEncryption} for data at rest, with per-device keys.`, icon: "lock" },
    { title: "Auto-Scaling", description: "Capacity grows with traffic automatically, from a pilot to millions of devices.", icon: "layers" },
  ],
  capabilities: [
    { title: "OTAA and ABP Activation", description: "Over-the-air and personalised device activation." },
    { title: "Uplink/Downlink Routing", description: "Deduplication and routing of every frame to your applications." },
    { title: "Adaptive Data Rate", description: "Optimises airtime and battery life per device." },
    { title: "Class A/B/C Support", description: "Battery sensors, beacons and always-on actuators." },
    { title: "Multicast", description: "Send one downlink to a group of devices, e.g. for firmware updates." },
    { title: "Geolocation", description: "Locate devices from gateway timestamps and signal strength." },
    { title: "Network Analytics", description: "Traffic, coverage and link quality per gateway and device." },
    { title: "API and Webhooks", description: "REST API and webhooks to stream data into your systems." },
  ],
};

/** Spec 2.10: the network server's performance panel and architecture. */
export const networkServerPerformance = [
  { value: "1M+", label: "msgs/sec" },
  { value: "99.99%", label: "Uptime" },
  { value: "150+", label: "Countries" },
];

export const networkServerArchitecture: Feature[] = [
  { title: "Edge Layer", description: "Gateways and packet forwarders receive LoRa frames and forward them over secure backhaul.", icon: "radio" },
  { title: "Network Layer", description: "The network server deduplicates, authenticates and manages MAC commands and ADR.", icon: "server" },
  { title: "Application Layer", description: "Decoded payloads reach your applications through integrations, webhooks and the API.", icon: "layers" },
];

/** Spec 2.10: /platform/gateway-management. */
export const gatewayManagement: PlatformPage = {
  path: paths.platform.gatewayManagement,
  seo: {
    title: "Gateway Management | Monitor and configure every LoRaWAN gateway",
    description: "Location tracking, performance monitoring, remote configuration and proactive alerts for indoor, outdoor and carrier-grade LoRaWAN gateways.",
  },
  eyebrow: "Gateway Management",
  title: "Every gateway, monitored and managed from one place",
  lead: "See where your gateways are, how they perform and what needs attention, then fix it remotely.",
  ctas: [freeTrial, documentation],
  features: [
    { title: "Location Tracking", description: "Every gateway on a map with its coverage and status.", icon: "mapPin" },
    { title: "Performance Monitoring", description: "Packets, signal quality and backhaul health in real time.", icon: "activity" },
    { title: "Remote Configuration", description: "Change channel plans and firmware without a site visit.", icon: "settings" },
    { title: "Proactive Alerts", description: "Be told about an offline or degraded gateway before your devices are.", icon: "bell" },
  ],
  capabilities: [
    { title: "Zero-Touch Provisioning", description: "Gateways register themselves on first power-up." },
    { title: "Firmware Updates", description: "Staged over-the-air updates with rollback." },
    { title: "Channel Plan Management", description: "Regional plans applied per gateway or per group." },
    { title: "Backhaul Monitoring", description: "Ethernet, cellular and satellite link health." },
    { title: "Coverage Planning", description: "Predicted and measured coverage on one map." },
    { title: "Packet Inspection", description: "Live frame logs for troubleshooting." },
    { title: "Fleet Grouping", description: "Organise gateways by site, region or customer." },
    { title: "Audit Logs", description: "Every configuration change, who made it and when." },
  ],
};

/** Spec 2.10: gateway statistics. */
export const gatewayStats = [
  { value: "12,450", label: "Active gateways" },
  { value: "2.5M km²", label: "Coverage" },
  { value: "-89 dBm", label: "Average signal" },
  { value: "99.2%", label: "Packet success" },
];

/** Spec 2.10: gateway types. */
export const gatewayTypes = [
  { title: "Indoor", channels: "1-8 channels", description: "Compact gateways for offices, factories and warehouses." },
  { title: "Outdoor", channels: "8-16 channels", description: `Rugged ${claims.protection} enclosures for towers, rooftops and poles.` },
  { title: "Carrier-Grade", channels: "16+ channels", description: "High-capacity base stations for operators and city-wide networks." },
];

/** Spec 2.10: /platform/device-registry. */
export const deviceRegistry: PlatformPage = {
  path: paths.platform.deviceRegistry,
  seo: {
    title: "Device Registry | Manage the full LoRaWAN device lifecycle",
    description: "Register, activate, monitor and retire LoRaWAN devices at scale: fleet overview, health monitoring and bulk operations.",
  },
  eyebrow: "Device Registry",
  title: "One registry for every device in your fleet",
  lead: "Provision thousands of devices at once, watch their health and keep their keys safe from first join to retirement.",
  ctas: [freeTrial, documentation],
  features: [
    { title: "Bulk Provisioning", description: "Import thousands of devices from a CSV or the API.", icon: "database" },
    { title: "Health Monitoring", description: "Battery, signal and last-seen status for every device.", icon: "activity" },
    { title: "Secure Key Management", description: "Root keys in a hardware-backed store, never shown twice.", icon: "key" },
    { title: "Device Profiles", description: "Templates for codecs, classes and reporting intervals.", icon: "cpu" },
  ],
  capabilities: [
    { title: "CSV and API Import", description: "Register devices in bulk." },
    { title: "Custom Metadata", description: "Tag devices with site, owner or asset ids." },
    { title: "Payload Codecs", description: "Decode payloads per device profile." },
    { title: "Battery Forecasting", description: "Predict replacements before a device goes silent." },
    { title: "Firmware Tracking", description: "Know which version every device runs." },
    { title: "Search and Filters", description: "Find any device by id, tag or status." },
    { title: "Role-Based Access", description: "Control who can see and change which devices." },
    { title: "Lifecycle History", description: "Every join, update and transfer recorded." },
  ],
};

/** Spec 2.10: the fleet table by device type (all active). */
export const deviceFleet = [
  { type: "Temperature Sensors", count: "4,520" },
  { type: "Humidity Sensors", count: "3,210" },
  { type: "Water Level Sensors", count: "1,840" },
  { type: "Air Quality Sensors", count: "1,260" },
  { type: "GPS Trackers", count: "980" },
];

/** Spec 2.10: fleet health bars. */
export const deviceHealth = [
  { label: "Online", value: 98.7 },
  { label: "Battery healthy", value: 94.2 },
  { label: "Signal good", value: 91.8 },
];

export const deviceActivity = [
  { event: "Device joined", device: "TEMP-0412", time: "2 minutes ago" },
  { event: "Firmware updated", device: "AQ-1187", time: "14 minutes ago" },
  { event: "Low battery warning", device: "WL-0096", time: "1 hour ago" },
  { event: "Device provisioned", device: "GPS-2231", time: "3 hours ago" },
];

/** Spec 2.10: the four-step lifecycle. */
export const deviceLifecycle: Capability[] = [
  { title: "Provisioning", description: "Register the device and its keys, alone or in bulk." },
  { title: "Activation", description: "The device joins over the air (OTAA) or with preset keys (ABP)." },
  { title: "Operation", description: "Data flows; health, battery and firmware are monitored." },
  { title: "Retirement", description: "Keys are revoked and history kept for audit." },
];

/** Spec 2.10: /platform/analytics. */
export const analytics: PlatformPage = {
  path: paths.platform.analytics,
  seo: {
    title: "IoT Analytics | Dashboards, reports and predictive models",
    description: "Turn LoRaWAN sensor data into decisions: custom dashboards, automated PDF and Excel reports, predictive models and integrations with Grafana, Tableau and Power BI.",
  },
  eyebrow: "Analytics",
  title: "From sensor readings to business decisions",
  lead: "Explore network and device data in real time, automate reports and predict failures before they happen.",
  ctas: [freeTrial, documentation],
  features: [
    { title: "Real-Time Dashboards", description: "Live views of every metric, built without code.", icon: "chart" },
    { title: "Historical Analysis", description: "Years of data, queried in seconds.", icon: "database" },
    { title: "Predictive Models", description: "Anomaly detection and failure forecasting.", icon: "trendingUp" },
    { title: "Open Integrations", description: "Stream to the BI tools you already use.", icon: "webhook" },
  ],
  capabilities: [],
};

/** Spec 2.10: four KPI cards with trends. */
export const analyticsKpis = [
  { label: "Messages today", value: "84.2M", trend: "+12.5%", up: true },
  { label: "Active devices", value: "1.2M", trend: "+3.2%", up: true },
  { label: "Average latency", value: "156ms", trend: "-8.1%", up: false },
  { label: "Data volume", value: "2.4 TB", trend: "+5.7%", up: true },
];

/** Spec 2.10: metric categories. */
export const metricCategories = [
  { title: "Network Performance", items: ["Packet delivery ratio", "Gateway utilisation", "Signal quality (RSSI, SNR)", "Airtime"] },
  { title: "Device Analytics", items: ["Battery levels", "Uplink frequency", "Error rates", "Firmware distribution"] },
  { title: "Business Intelligence", items: ["Asset utilisation", "Energy consumption", "Cost per device", "SLA compliance"] },
];

/** Spec 2.10: analysis tools. */
export const analyticsTools: Feature[] = [
  { title: "Custom Dashboards", description: "Drag-and-drop widgets, shared with your team.", icon: "chart" },
  { title: "Automated Reports", description: "Scheduled reports delivered in PDF and Excel.", icon: "mail" },
  { title: "Predictive Models", description: "Forecast failures and consumption from history.", icon: "trendingUp" },
];

export const analyticsApiFeatures = [
  "REST and GraphQL query endpoints",
  "Streaming over WebSockets and MQTT",
  "Webhooks on thresholds and anomalies",
  "Bulk export to CSV and Parquet",
];

/** Spec 2.10: integrations. */
export const analyticsIntegrations = ["Grafana", "Tableau", "Power BI", "Elasticsearch", "Splunk", "DataDog"];
