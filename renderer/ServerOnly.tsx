/**
 * A part of the page with nothing to run in the browser (the footer, for one): the server renders
 * it, and the client keeps that HTML as it is. Its code is left out of the browser's JavaScript
 * because the client never reaches it (import.meta.env.SSR is false there).
 */
import type { ReactNode } from 'react'

const captured = new Map<string, string>()

/** On the client, before hydration: keep the HTML the server wrote for each server-only part. */
export function captureServerOnlyParts(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-server-only]')) {
    captured.set(element.dataset.serverOnly ?? '', element.innerHTML)
  }
}

/** Write `<ServerOnly name="x">{import.meta.env.SSR ? <Part /> : null}</ServerOnly>` so the client bundle drops Part. */
export function ServerOnly({ name, children }: { name: string; children: ReactNode }) {
  if (import.meta.env.SSR) return <div data-server-only={name}>{children}</div>
  return <div data-server-only={name} dangerouslySetInnerHTML={{ __html: captured.get(name) ?? '' }} suppressHydrationWarning />
}
