import type { SVGProps } from "react";

/**
 * The site's line icons (24 x 24, stroke = currentColor), drawn for this project so marketing
 * content can name an icon as data (`icon: "factory"`) without pulling in an icon library.
 */
const paths = {
  factory: "M3 21V10l5 3V10l5 3V6l8 4v11H3Z M7 17h2 M11 17h2 M15 17h2",
  truck: "M2 6h11v10H2z M13 10h4l4 4v2h-8 M6.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z M17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z",
  sprout: "M12 21v-9 M12 12c0-4 3-7 8-7 0 4-3 7-8 7Z M12 14c0-3-2.5-5.5-7-5.5 0 3 2.5 5.5 7 5.5Z",
  building: "M4 21V4h11v17 M15 9h5v12 M2 21h20 M8 8h3 M8 12h3 M8 16h3",
  zap: "M13 2 4 14h7l-1 8 9-12h-7l1-8Z",
  wind: "M3 8h11a3 3 0 1 0-3-3 M3 12h16a3 3 0 1 1-3 3 M3 16h7",
  menu: "M4 6h16 M4 12h16 M4 18h16",
  chevronDown: "m6 9 6 6 6-6",
  chevronRight: "m9 6 6 6-6 6",
  arrowRight: "M5 12h14 M13 6l6 6-6 6",
  check: "M4 12.5 9.5 18 20 7",
  x: "M6 6l12 12 M18 6 6 18",
  shield: "M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z",
  shieldCheck: "M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z M8.5 12l2.5 2.5 4.5-5",
  lock: "M6 11h12v10H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3",
  key: "M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M11.5 11H21 M18 11v3 M21 11v2",
  activity: "M3 12h4l3-8 4 16 3-8h4",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M3 12h18 M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z",
  cpu: "M6 6h12v12H6z M9 9h6v6H9z M9 2v4 M15 2v4 M9 18v4 M15 18v4 M2 9h4 M2 15h4 M18 9h4 M18 15h4",
  server: "M3 4h18v7H3z M3 13h18v7H3z M7 7.5h.01 M7 16.5h.01",
  radio: "M12 13a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z M8.5 8a5 5 0 0 0 0 7 M15.5 8a5 5 0 0 1 0 7 M5.5 5a9 9 0 0 0 0 13 M18.5 5a9 9 0 0 1 0 13 M12 13v8",
  download: "M12 3v12 M7 10l5 5 5-5 M4 19h16",
  copy: "M9 9h11v11H9z M5 15H4V4h11v1",
  clipboardList: "M9 3h6v3H9z M9 4.5H5V21h14V4.5h-4 M9 11h6 M9 15h6",
  alert: "M12 3 2 20h20L12 3Z M12 10v4 M12 17h.01",
  info: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 11v5 M12 8h.01",
  wrench: "M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8-2-2 8-8 M14.5 6.5 13 5l-2 2 M3 21l7-7",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 7v5l3 2",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M2 21c0-4 3-6 7-6s7 2 7 6 M16 3.5a4 4 0 0 1 0 7.5 M18 15c2.5.5 4 2.5 4 6",
  award: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Z M8.5 14 7 22l5-3 5 3-1.5-8",
  lightbulb: "M9 18h6 M10 21h4 M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3Z",
  bell: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Z M10 21h4",
  mail: "M3 5h18v14H3z M3 6l9 7 9-7",
  rss: "M5 19h.01 M5 12a7 7 0 0 1 7 7 M5 5a14 14 0 0 1 14 14",
  webhook: "M18 16.5a3 3 0 1 0-2.6-4.5L12 6 M6 16.5a3 3 0 1 0 3 3h6.5 M12 6a3 3 0 1 0-3-3 M9 9l-3 7.5",
  smartphone: "M7 2h10v20H7z M11 18h2",
  chart: "M3 3v18h18 M7 15l4-4 3 3 6-7",
  barChart: "M4 20V10 M10 20V4 M16 20v-7 M22 20H2",
  database: "M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3Z M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5 M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  cloud: "M7 19h10a4 4 0 0 0 .5-8A6 6 0 0 0 6 10a4.5 4.5 0 0 0 1 9Z",
  layers: "M12 3 2 8l10 5 10-5-10-5Z M2 13l10 5 10-5 M2 18l10 5 10-5",
  gauge: "M12 21a9 9 0 1 1 9-9 M12 12l4-4 M3 12h2 M12 3v2 M19 12h2",
  battery: "M3 7h15v10H3z M21 10v4 M6 10v4 M9 10v4",
  signal: "M4 20v-3 M9 20v-7 M14 20V9 M19 20V4",
  thermometer: "M14 14.8V4a2 2 0 0 0-4 0v10.8a4 4 0 1 0 4 0Z",
  droplet: "M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z",
  mapPin: "M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12Z M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  settings: "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z",
  code: "M8 7l-5 5 5 5 M16 7l5 5-5 5 M14 4l-4 16",
  book: "M4 4h6a3 3 0 0 1 3 3v14a2 2 0 0 0-2-2H4V4Z M20 4h-6a3 3 0 0 0-3 3 M20 4v15h-7",
  play: "M7 4v16l13-8L7 4Z",
  heart: "M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11Z",
  target: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M12 12h.01",
  eye: "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  refresh: "M20 11a8 8 0 0 0-14.5-4.5L4 8 M4 4v4h4 M4 13a8 8 0 0 0 14.5 4.5L20 16 M20 20v-4h-4",
  trendingUp: "M3 17l6-6 4 4 8-8 M15 7h6v6",
  trendingDown: "M3 7l6 6 4-4 8 8 M15 17h6v-6",
  message: "M4 4h16v12H8l-4 4V4Z",
  leaf: "M5 19c0-8 5-14 15-15-1 10-7 15-15 15Z M5 19l7-7",
  hospital: "M4 21V6h16v15 M2 21h20 M12 9v6 M9 12h6",
  wifiOff: "M2 2l20 20 M8.5 16.5a5 5 0 0 1 7 0 M5 12.9a10 10 0 0 1 5.2-2.8 M19 12.9a10 10 0 0 0-2.4-1.7 M2 8.8a15 15 0 0 1 4.2-2.6 M22 8.8A15 15 0 0 0 10.7 5 M12 20h.01",
} as const;

export type IconName = keyof typeof paths;

/** No fill or stroke props: the global `icon` rule draws them (app/pageHead/theme.ts), and CSS wins over an SVG attribute. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "name" | "fill" | "stroke" | "strokeWidth" | "strokeLinecap" | "strokeLinejoin"> {
  name: IconName;
  size?: number | string;
}

/** Decorative by default (aria-hidden); give the surrounding control its accessible name. */
export function Icon({ name, size = 20, className, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={className ? `icon ${className}` : "icon"} aria-hidden="true" {...rest}>
      <path d={paths[name]} />
    </svg>
  );
}
