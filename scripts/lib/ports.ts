/** The stack's ports. `npm start` uses the defaults; the test run shifts them so both can run at once. */
export interface StackPorts {
  /** The site: the local edge (scripts/lib/edge.ts), in front of the Hosting emulator. */
  hosting: number;
  hostingEmulator: number;
  functions: number;
  auth: number;
  firestore: number;
  hub: number;
  logging: number;
}

export const defaultPorts: StackPorts = {
  hosting: 5000,
  hostingEmulator: 5080,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
};

export function shiftedPorts(offset: number): StackPorts {
  return Object.fromEntries(Object.entries(defaultPorts).map(([k, v]) => [k, v + offset])) as unknown as StackPorts;
}

export const projectId = "demo-lorawan-sensors";
