/**
 * How a button pressed before the page's script started looks until that script answers it
 * (lib/earlyPress.ts): a spinner over its label, at once, from the page's own CSS.
 */
export const pendingPressStyle = {
  "&[aria-busy=true]": {
    position: "relative",
    cursor: "progress",
    color: "transparent",
    "& > *": { visibility: "hidden" },
    "&::after": {
      content: '""',
      position: "absolute",
      inset: "0",
      margin: "auto",
      width: "1em",
      height: "1em",
      borderRadius: "full",
      border: "2px solid",
      borderColor: "fg.muted",
      borderInlineStartColor: "transparent",
      animation: "spin 0.6s linear infinite",
    },
  },
} as const;
