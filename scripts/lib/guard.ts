/** Seeding writes demo data and a known admin password: only ever into a demo- project. */
export function assertDemoProject(projectId: string | undefined): asserts projectId is string {
  if (!projectId || !projectId.startsWith("demo-")) {
    throw new Error(
      `Refusing to seed project "${projectId ?? "(none)"}": seeding is only allowed for local demo projects whose id starts with "demo-".`,
    );
  }
}
