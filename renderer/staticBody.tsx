/**
 * A collection entry's MDX body (a condition's text, for instance) is content, not an interactive
 * part: the server renders it once and the client keeps that HTML as it is, without loading the
 * file's code. So a page's JavaScript does not grow with the number of content files.
 */
import type { ComponentType } from 'react'

export const STATIC_BODY_CLASS = 'static-body'

/** On the server: the body rendered inside its marked wrapper. */
export function serverBody(Body: ComponentType): ComponentType {
  return function StaticBody() {
    return (
      <div className={STATIC_BODY_CLASS}>
        <Body />
      </div>
    )
  }
}

/** On the client: the same wrapper holding the HTML the server wrote, never re-rendered. */
export function clientBody(): ComponentType | undefined {
  const element = document.querySelector(`.${STATIC_BODY_CLASS}`)
  if (!element) return undefined
  const html = element.innerHTML
  return function StaticBody() {
    return <div className={STATIC_BODY_CLASS} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  }
}
