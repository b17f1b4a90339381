/**
 * Entrance motion that never hides prerendered content. The HTML a visitor receives is always fully
 * visible, with or without JavaScript. In the browser, parts still below the fold fade in as they
 * scroll into view (renderer/client/reveal.ts, using the browser's own animation engine); nothing moves for
 * visitors who ask for reduced motion, and in print everything shows.
 */
import type { ReactNode } from 'react'

interface RevealProps {
  children: ReactNode
  /** Seconds to wait once in view, e.g. 0.1 × the item's index for one-after-another entrances. */
  delay?: number
  /** Seconds the fade takes. */
  duration?: number
  /** Pixels to rise while fading in. */
  rise?: number
  className?: string
  as?: 'div' | 'li' | 'article'
}

export function Reveal({ children, delay = 0, duration = 0.5, rise = 0, className, as: Tag = 'div' }: RevealProps) {
  return (
    <Tag
      className={className}
      data-reveal=""
      data-reveal-delay={delay || undefined}
      data-reveal-duration={duration}
      data-reveal-rise={rise || undefined}
    >
      {children}
    </Tag>
  )
}
