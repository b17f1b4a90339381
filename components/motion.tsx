/**
 * Entrance motion that never hides prerendered content. The HTML a visitor receives is always fully
 * visible, with or without JavaScript. After hydration, parts still below the fold fade in as they
 * scroll into view, using the browser's own animation engine (no animation library to download);
 * nothing moves for visitors who ask for reduced motion, and in print everything shows.
 */
import { useEffect, useRef, type ReactNode } from 'react'

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
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof element.animate !== 'function' || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // Only parts the visitor has not seen yet wait for their entrance.
    if (element.getBoundingClientRect().top <= window.innerHeight) return
    element.style.opacity = '0'
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        element.style.opacity = ''
        element.animate(
          [
            { opacity: 0, transform: `translateY(${rise}px)` },
            { opacity: 1, transform: 'none' },
          ],
          { duration: duration * 1000, delay: delay * 1000, easing: 'ease-out', fill: 'backwards' },
        )
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      element.style.opacity = ''
    }
  }, [delay, duration, rise])

  return (
    <Tag ref={ref as never} className={className} data-reveal="">
      {children}
    </Tag>
  )
}
