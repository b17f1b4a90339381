/** Makes every link marked data-scroll-link scroll to its section and move focus there. */
function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  history.replaceState(history.state, '', `#${id}`)
  return true
}

export function installScrollLinks(): void {
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const link = (event.target as Element | null)?.closest?.('a[data-scroll-link]')
    const id = link?.getAttribute('href')?.slice(1)
    if (id && scrollToSection(id)) event.preventDefault()
  })
}
