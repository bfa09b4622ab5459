import { brand } from "~/config/site";
import { claims } from "./claims";

interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

/** Spec 2.13 and 9.3: both documents were last updated on this date. */
const legalLastUpdated = "January 20, 2025";

/** Spec 9.3: retention periods and minimum age. */
const privacyFigures = {
  deviceDataRetention: "7 years",
  supportRetention: "3 years",
  securityLogRetention: "1 year",
  minimumAge: 16,
};

/** Spec 2.13: the privacy policy's ten sections. */
export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: legalLastUpdated,
  intro: `This policy explains how ${brand.name} collects, uses and protects personal information when you use our website, sensors and platform services.`,
  sections: [
    {
      title: "Information We Collect",
      paragraphs: ["We collect information you give us and information generated when you use our services:"],
      list: [
        "Account information: name, email address, company and billing details.",
        "Device data: sensor readings, device identifiers, signal metadata and location where enabled.",
        "Usage data: pages visited, features used, browser and IP address.",
        "Communications: messages you send to sales and support.",
      ],
    },
    {
      title: "How We Use Your Information",
      paragraphs: ["We use information to provide, secure and improve our services, to process payments, to answer requests and to send service notices. We send marketing only with your consent, and you can opt out at any time."],
    },
    {
      title: "Information Sharing",
      paragraphs: ["We do not sell personal information. We share it only with service providers who process it on our behalf under contract, when required by law, or in a merger or acquisition with notice to you."],
    },
    {
      title: "Data Security",
      paragraphs: [`Device traffic is protected with ${claims.deviceEncryption} and stored data with ${claims.dataEncryption}. Access is limited to staff who need it, protected by multi-factor authentication and logged.`],
    },
    {
      title: "Data Retention",
      paragraphs: ["We keep information only as long as needed:"],
      list: [
        "Account data: while your account is active.",
        `Device data: ${privacyFigures.deviceDataRetention}.`,
        `Support communications: ${privacyFigures.supportRetention}.`,
        `Security logs: ${privacyFigures.securityLogRetention}.`,
      ],
    },
    {
      title: "Your Rights",
      paragraphs: ["Depending on where you live, you may access, correct, export or delete your personal information, object to or restrict its processing, and withdraw consent. Contact us to exercise these rights; we answer within 30 days."],
    },
    {
      title: "International Transfers",
      paragraphs: ["We may process information outside your country. Transfers from the European Economic Area use the European Commission's standard contractual clauses or another lawful mechanism."],
    },
    {
      title: "Children's Privacy",
      paragraphs: [`Our services are not directed to anyone under ${privacyFigures.minimumAge}, and we do not knowingly collect their information. If you believe we have, contact us and we will delete it.`],
    },
    {
      title: "Changes to This Policy",
      paragraphs: ["We may update this policy. We will post the new version here with its date, and notify you of material changes by email or in the platform."],
    },
    {
      title: "Contact Us",
      paragraphs: [`Questions about this policy or your information: ${brand.email}.`],
    },
  ],
};

/** Spec 9.3: the terms' figures. */
const termsFigures = {
  coreServicesSla: claims.uptimeSlaBody,
  paymentDueDays: 30,
  lateInterest: "1.5% per month",
  suspensionOverdueDays: 60,
  terminationNoticeDays: 30,
  dataExportDays: 90,
  changesNoticeDays: 30,
  liabilityCapMonths: 12,
};

/** Spec 2.13: the terms of service's fourteen sections. */
export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: legalLastUpdated,
  intro: `These terms govern your use of the ${brand.name} website, devices and platform services. Please read them carefully.`,
  sections: [
    {
      title: "Acceptance of Terms",
      paragraphs: ["By creating an account or using our services you agree to these terms. If you use them for an organisation, you accept them on its behalf."],
    },
    {
      title: "Description of Service",
      paragraphs: ["We provide LoRaWAN sensors, gateways, a network server, device management and analytics services, and the related documentation and support."],
    },
    {
      title: "User Accounts",
      paragraphs: ["You are responsible for your account credentials and all activity under your account. Tell us at once about any unauthorised use."],
    },
    {
      title: "Acceptable Use",
      paragraphs: ["You must not:"],
      list: [
        "break any law or the rights of others;",
        "interfere with the network, other customers or radio regulations;",
        "attempt to gain unauthorised access to our systems;",
        "reverse engineer the service except where the law allows it.",
      ],
    },
    {
      title: "Service Level Agreement",
      paragraphs: [`We target ${termsFigures.coreServicesSla} monthly uptime for core services, and API responses ${claims.apiResponse}. Service credits for missed targets are set out in your order form. We provide ${claims.enterpriseSupport}.`],
    },
    {
      title: "Payment Terms",
      paragraphs: [
        "Subscriptions are billed monthly or annually in advance; usage is billed monthly in arrears.",
        `Payment is due within ${termsFigures.paymentDueDays} days of invoice. Late payments carry interest of ${termsFigures.lateInterest}, and accounts ${termsFigures.suspensionOverdueDays}+ days overdue may be suspended.`,
      ],
    },
    {
      title: "Intellectual Property",
      paragraphs: ["We own the service, software and documentation. You own your data and grant us only the rights needed to provide the service."],
    },
    {
      title: "Data Protection",
      paragraphs: ["We process personal data as described in our Privacy Policy and, for customer data, under our data processing agreement."],
    },
    {
      title: "Limitation of Liability",
      paragraphs: [`Neither party is liable for indirect or consequential damages. Our total liability is capped at the amount you paid us in the ${termsFigures.liabilityCapMonths} months before the claim.`],
    },
    {
      title: "Indemnification",
      paragraphs: ["You will defend and indemnify us against claims arising from your data or your breach of these terms."],
    },
    {
      title: "Termination",
      paragraphs: [`Either party may terminate with ${termsFigures.terminationNoticeDays} days written notice. Your data remains available for export for ${termsFigures.dataExportDays} days after termination.`],
    },
    {
      title: "Governing Law",
      paragraphs: ["These terms are governed by the laws of the State of California. Disputes are resolved by binding arbitration in San Francisco."],
    },
    {
      title: "Changes to Terms",
      paragraphs: [`We may change these terms. Material changes get ${termsFigures.changesNoticeDays} days notice before they take effect.`],
    },
    {
      title: "Contact Information",
      paragraphs: [`Questions about these terms: ${brand.email}.`],
    },
  ],
};
