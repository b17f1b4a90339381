declare module '*.yaml' {
  const data: unknown
  export default data
}

/** The booking URL, checked when the build starts (content/site.yaml, or BOOKING_URL). */
declare const __BOOKING_URL__: string

/** Where the forms deliver (content/site.yaml's forms, or CONTACT_ENDPOINT and NEWSLETTER_ENDPOINT), checked when the build starts (lib/forms.ts). */
declare const __FORM_ENDPOINTS__: import('../lib/forms').FormEndpoints

/** Whether this build shows drafts: the live preview, or a build with SHOW_DRAFTS=true (lib/content/vite-plugin.ts). */
declare const __SHOW_DRAFTS__: boolean
/** True in the live preview (`npm run dev`), which judges the links of each page it shows as the check does. */
declare const __LIVE_PREVIEW__: boolean

/** What every page's <head> says of public/_headers and whether this is a preview build (lib/head-security.ts). */
declare const __HEAD_SECURITY__: import('../lib/head-security').HeadSecurity

declare module 'virtual:islands' {
  import type { IslandComponent } from '../renderer/islands'
  /** Every island of components/, by name: each loads its own file (renderer/islands-plugin.ts). */
  export const islandLoaders: Record<string, () => Promise<IslandComponent<never>>>
}

/** The checked front-matter of every content page, by file: /content/conditions/sleep.mdx (lib/content/vite-plugin.ts). */
declare module 'virtual:frontmatters' {
  export const frontmatters: Record<string, Record<string, unknown>>
}

/** The verified clinical review of each health page with a signature, by file: content/conditions/sleep.mdx (lib/content/vite-plugin.ts, lib/content/review.ts). */
declare module 'virtual:reviews' {
  export const reviews: Record<
    string,
    { status: 'reviewed' | 'changed'; name: string; credentials: string; date: string; due: string }
  >
}

/** Loads a page's body when the page renders (lib/content/bodies.ts). */
declare module 'virtual:bodies' {
  export function loadBody(entry: { file: string }): Promise<import('../lib/content/collections').LoadedBody>
}
