/**
 * Spec 1 and 9.3: the headline figures, written once and quoted by every page that uses them.
 * All are static marketing copy, not live data.
 */
export const claims = {
  rangeKm: 15,
  rangeRural: "up to 15 km rural",
  rangeUrban: "2-5 km urban",
  batteryYears: 10,
  batteryLife: "10+ year battery life",
  protection: "IP67",
  operatingTemp: "-40 to +85°C",
  deviceEncryption: "AES-128",
  dataEncryption: "AES-256",
  sensorsPerGateway: "10,000+",
  airQualityInterval: "15-minute",
  uptimeSlaMeta: "99.99%",
  uptimeSlaBody: "99.9%",
  apiResponse: "under 200ms for 95% of requests",
  enterpriseSupport: "24/7 support for enterprise customers",
  recoveryPointObjective: "1 hour",
  responsePromise: "within 24 hours",
} as const;
