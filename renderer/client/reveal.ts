/**
 * Runs the entrances that components/motion.tsx marks (data-reveal): a part still below the fold
 * when the page starts waits, then fades in once it scrolls into view. Parts in view stay as they
 * are, and with reduced motion nothing moves.
 */
function seconds(value: string | undefined, fallback: number): number {
  const number = Number.parseFloat(value ?? '')
  return Number.isFinite(number) ? number : fallback
}

export function installReveal(): void {
  if (typeof IntersectionObserver === 'undefined' || typeof Element.prototype.animate !== 'function') return
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const below = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]')).filter(
    (element) => element.getBoundingClientRect().top > window.innerHeight,
  )
  if (!below.length) return
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const element = entry.target as HTMLElement
        observer.unobserve(element)
        element.style.opacity = ''
        const rise = seconds(element.dataset.revealRise, 0)
        element.animate(
          [
            { opacity: 0, transform: `translateY(${rise}px)` },
            { opacity: 1, transform: 'none' },
          ],
          {
            duration: seconds(element.dataset.revealDuration, 0.5) * 1000,
            delay: seconds(element.dataset.revealDelay, 0) * 1000,
            easing: 'ease-out',
            fill: 'backwards',
          },
        )
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  )
  for (const element of below) {
    element.style.opacity = '0'
    observer.observe(element)
  }
}
