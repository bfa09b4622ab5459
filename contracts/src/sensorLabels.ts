/**
 * How a sensor type of the Device Repository's vocabulary (deviceVocabulary.ts, lower-case as the
 * repository writes it: "4-20 ma", "analog input") reads to a buyer: "4-20 mA", "Analog input".
 * The one table of these labels, for the marketplace's facet, the product page and the comparison.
 */
const sensorLabelTable: Readonly<Record<string, string>> = {
  "4-20 ma": "4-20 mA",
  bvoc: "bVOC",
  co: "CO",
  co2: "CO2",
  gps: "GPS",
  h2s: "H2S",
  iaq: "IAQ (indoor air quality)",
  nfc: "NFC",
  no: "NO",
  no2: "NO2",
  o3: "O3",
  ph: "pH",
  pir: "PIR (passive infrared)",
  "pm2.5": "PM2.5",
  pm10: "PM10",
  rssi: "RSSI",
  snr: "SNR",
  so2: "SO2",
  tvoc: "TVOC",
  uv: "UV",
  "wifi ssid": "Wi-Fi SSID",
};

/** A sensor type as a buyer reads it; a value outside the table is capitalised ("analog input" -> "Analog input"). */
export function sensorLabel(sensor: string): string {
  return sensorLabelTable[sensor] ?? sensor.charAt(0).toUpperCase() + sensor.slice(1);
}
