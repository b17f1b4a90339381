/**
 * Motion that never hides prerendered content. The HTML a visitor receives is always fully visible
 * (with or without JavaScript). After hydration, parts still below the fold are faded in as they
 * scroll into view; nothing moves for visitors who ask for reduced motion, and in print all shows.
 * The animation code loads after the page is shown.
 */
import { LazyMotion, m, useInView, useReducedMotion } from 'framer-motion'
import { useEffect, useRef, useState, type ReactNode } from 'react'

const loadFeatures = () => import('./motion-features').then((module) => module.default)

export function MotionRoot({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  )
}

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

export function Reveal({ children, delay = 0, duration = 0.5, rise = 0, className, as = 'div' }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null)
  const reduced = useReducedMotion()
  const inView = useInView(ref, { once: true, margin: '0px 0px -10% 0px' })
  const [waiting, setWaiting] = useState(false)

  useEffect(() => {
    // Only parts the visitor has not seen yet wait for their entrance.
    const element = ref.current
    if (!element || reduced) return
    if (element.getBoundingClientRect().top > window.innerHeight) setWaiting(true)
  }, [reduced])

  const Component = m[as]
  const hidden = waiting && !inView
  return (
    <Component
      ref={ref as never}
      className={className}
      data-reveal=""
      initial={false}
      animate={hidden ? { opacity: 0, y: rise } : { opacity: 1, y: 0 }}
      transition={hidden ? { duration: 0 } : { duration, delay }}
    >
      {children}
    </Component>
  )
}
