import type { SVGProps } from "react";

// A handful of stroke icons drawn here rather than pulling an icon library into the bundle. Plain
// SVG: a button's recipe sizes the icons inside it, and Chakra's `Icon` (with `asChild`) sizes one
// elsewhere; a Chakra component per icon cost a style resolution each in long lists (decision 098).
function stroke(paths: string[]) {
  // One path of many subpaths draws the same strokes with one element.
  const d = paths.join(" ");
  return function StrokeIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
        <path d={d} />
      </svg>
    );
  };
}

export const EditIcon = stroke(["M12 20h9", "M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z"]);
export const TrashIcon = stroke(["M3 6h18", "M8 6V4h8v2", "M19 6l-1 14H6L5 6", "M10 11v6", "M14 11v6"]);
export const ExternalIcon = stroke(["M15 3h6v6", "M10 14 21 3", "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"]);
export const EyeIcon = stroke(["M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z", "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"]);
export const EyeOffIcon = stroke(["M3 3l18 18", "M10.6 6.1A9.8 9.8 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.9", "M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6", "M9.9 9.9a3 3 0 0 0 4.2 4.2"]);
export const CopyIcon = stroke(["M8 8h12v12H8Z", "M4 16V4h12"]);
export const FileIcon = stroke(["M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z", "M14 2v6h6"]);
export const UploadIcon = stroke(["M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4", "M17 8l-5-5-5 5", "M12 3v12"]);
