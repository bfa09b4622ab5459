import type { IconName } from "~/components/icons";
import { brand } from "~/config/site";
import { claims } from "./claims";

export const securityFeatures: { title: string; description: string; icon: IconName }[] = [
  { title: "End-to-End Encryption", description: `${claims.deviceEncryption} from device to network server, ${claims.dataEncryption} for data at rest, TLS 1.3 in transit.`, icon: "lock" },
  { title: "Network Security", description: "Mutual authentication of gateways, firewalled backhaul and DDoS protection.", icon: "shield" },
  { title: "Real-Time Monitoring", description: "Security events watched around the clock, with automated alerting.", icon: "activity" },
  { title: "Compliance Standards", description: "Audited controls for SOC 2, ISO 27001 and GDPR.", icon: "award" },
  { title: "Access Controls", description: "Role-based access, multi-factor authentication and single sign-on.", icon: "key" },
  { title: "Infrastructure Security", description: "Hardened cloud infrastructure across multiple regions with encrypted backups.", icon: "server" },
];

/** Spec 3.2 and 4: a certification has a name, description and status. */
export type CertificationStatus = "Current" | "Available" | "In Progress";

export interface Certification {
  name: string;
  description: string;
  status: CertificationStatus;
}

/** Spec 9.3: the certifications and their status. */
export const certifications: Certification[] = [
  { name: "SOC 2 Type II", description: "Independent audit of security, availability and confidentiality controls.", status: "Current" },
  { name: "ISO 27001", description: "Certified information security management system.", status: "Current" },
  { name: "GDPR", description: "Compliant processing of personal data of EU residents.", status: "Current" },
  { name: "HIPAA Ready", description: "Safeguards for protected health information, with a BAA on request.", status: "Available" },
  { name: "FedRAMP", description: "Authorisation for US federal agencies.", status: "In Progress" },
];

/** Spec 2.13: the status colours (Current green, Available blue, In Progress yellow). */
export const certificationStatusPalette: Record<CertificationStatus, "green" | "blue" | "yellow"> = {
  Current: "green",
  Available: "blue",
  "In Progress": "yellow",
};

/** Spec 2.13: four practice categories. */
export const securityPractices: { title: string; icon: IconName; items: string[] }[] = [
  {
    title: "Data Protection",
    icon: "database",
    items: [`${claims.dataEncryption} encryption at rest`, "Encrypted, geo-redundant backups", `Recovery point objective of ${claims.recoveryPointObjective}`, "Data residency options"],
  },
  {
    title: "Network Security",
    icon: "globe",
    items: [`${claims.deviceEncryption} LoRaWAN session keys`, "TLS 1.3 for every connection", "Web application firewall", "DDoS mitigation"],
  },
  {
    title: "Application Security",
    icon: "code",
    items: ["Secure development lifecycle", "Code review and dependency scanning", "Annual third-party penetration tests", "Bug bounty programme"],
  },
  {
    title: "Operational Security",
    icon: "users",
    items: ["Background-checked staff", "Least-privilege access with MFA", "Security awareness training", "Audited change management"],
  },
];

/** Spec 2.13: three incident-response cards. */
export const incidentResponse: { title: string; description: string; icon: IconName }[] = [
  { title: "Detection", description: "Automated monitoring and a 24/7 on-call team detect anomalies within minutes.", icon: "eye" },
  { title: "Response", description: "A documented playbook contains the incident and informs affected customers promptly.", icon: "alert" },
  { title: "Recovery", description: `Services are restored from verified backups, with a recovery point objective of ${claims.recoveryPointObjective}, followed by a public post-mortem.`, icon: "refresh" },
];

export const securityContact = {
  email: `security@${brand.email.split("@")[1] ?? "example.com"}`,
  text: "Found a vulnerability? Report it to our security team. We acknowledge reports within one business day and do not pursue good-faith researchers.",
};
