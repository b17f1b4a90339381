/**
 * The message the live preview sends to the open page when a content file was saved
 * (lib/content/vite-plugin.ts), and which the page answers by showing the change in place
 * (renderer/client/live-update.ts).
 */
export const CONTENT_CHANGED_EVENT = 'clinic:content-changed'
