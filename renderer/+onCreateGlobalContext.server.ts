// Before any page renders: every styled part is loaded in one fixed order (lib/styled-ids.ts), so
// styled-components numbers their styles the same way in every build, however many pages render
// side by side.
export async function onCreateGlobalContext() {
  await import('virtual:styled-parts')
}
