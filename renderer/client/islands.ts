/**
 * In the browser: finds the page's islands (renderer/islands.tsx) and wakes each when it says
 * (data-when): at once, when it scrolls into view, or on first use. Nothing of React loads until the
 * first island wakes (renderer/client/hydrate.tsx), and each island's code is its own chunk
 * (renderer/islands-plugin.ts), so a page whose islands all wait fetches no React at load. A click
 * or a form submission that lands before an island's code has arrived is held and replayed once
 * it runs, so nothing a visitor does is lost.
 */
import { AWAKE, ISLAND_TAG, SLOT_TAG } from '../island-tags'
import { islandLoaders } from 'virtual:islands'
import { WAKE_EVENT } from './wake'

/** Islands on their way: whether a visitor has pressed each, and when each is done. */
const underway = new Set<{ pressed: () => boolean; done: Promise<void> }>()

/**
 * Until the islands a visitor has pressed are hydrated, the others wait, so that the press is
 * answered first: on a slow phone, hydrating every island of a page takes longer than a press may wait.
 */
async function pressedFirst(self: { pressed: () => boolean }): Promise<void> {
  for (;;) {
    if (self.pressed()) return
    const other = Array.from(underway).find((item) => item !== self && item.pressed())
    if (!other) return
    await other.done
  }
}

/**
 * Wakes one island: React and the island's chunk load now, side by side, the first time. `pressed`
 * says whether a visitor is waiting on it. Each island counts as on its way from this moment, so
 * when the code arrives, islands that were not pressed let a pressed one go first whatever their order.
 */
async function hydrate(element: HTMLElement, slots: string[], pressed: () => boolean): Promise<void> {
  let finish = () => {}
  const self = { pressed, done: new Promise<void>((done) => (finish = done)) }
  underway.add(self)
  try {
    const name = element.dataset.island ?? ''
    const load = islandLoaders[name]
    if (!load) throw new Error(`The page has an island named ${name}, but no file of components/ declares it`)
    const [module, Island] = await Promise.all([import('./hydrate'), load()])
    await pressedFirst(self)
    await module.hydrate(element, Island, slots)
  } finally {
    underway.delete(self)
    finish()
  }
}

/** The HTML of each slot that belongs to `element` itself (not to an island inside it). */
function slotsOf(element: HTMLElement): string[] {
  const html: string[] = []
  for (const slot of element.querySelectorAll<HTMLElement>(SLOT_TAG)) {
    if (slot.parentElement?.closest(ISLAND_TAG) === element) html[Number(slot.dataset.slot)] = slot.innerHTML
  }
  return html
}

const FIRST_USE = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const

/**
 * Keys an island's controls answer (tabs, menus). Enter and Space are left to the browser: on a button
 * they become a click, which is held like any other; Tab and typing into a field are never held.
 */
const HELD_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape'])

/**
 * Watches `element` until it wakes: on its first use, or when `start` (returned) is called. A
 * click, a key its controls answer, or a submission made before its code ran is held and replayed,
 * in order, once it has: nothing a visitor does while the code loads is lost.
 */
function untilAwake(element: HTMLElement, wake: (pressed: () => boolean) => Promise<void>): () => Promise<void> {
  const held: Array<() => void> = []
  let awake: Promise<void> | null = null
  const release = () => {
    for (const type of ['click', 'submit', 'keydown']) element.removeEventListener(type, hold, true)
  }
  const start = (): Promise<void> => {
    if (awake) return awake
    for (const type of FIRST_USE) element.removeEventListener(type, start, true)
    awake = wake(() => held.length > 0).then(
      () => {
        release()
        for (const replay of held.splice(0)) {
          try {
            replay()
          } catch (error) {
            console.error(error)
          }
        }
      },
      (error: unknown) => {
        // The code did not arrive (a page older than the site): the server's HTML is left to work alone.
        release()
        held.length = 0
        throw error
      },
    )
    return awake
  }
  const hold = (event: Event) => {
    const target = event.target as HTMLElement
    if (event.type === 'keydown') {
      const key = event as KeyboardEvent
      if (!HELD_KEYS.has(key.key) || target.matches('input, textarea, select')) return
      event.preventDefault()
      event.stopPropagation()
      const { key: name, code, shiftKey, altKey, ctrlKey, metaKey } = key
      held.push(() =>
        target.dispatchEvent(
          new KeyboardEvent('keydown', {
            key: name,
            code,
            shiftKey,
            altKey,
            ctrlKey,
            metaKey,
            bubbles: true,
            cancelable: true,
          }),
        ),
      )
      start()
      return
    }
    // Links go where they point; everything else waits for the island's own handler.
    if (event.type === 'click' && target.closest('a[href]')) return
    event.preventDefault()
    event.stopPropagation()
    // A press on a control's icon or text is replayed on the control itself (an icon has no click()).
    const control =
      target.closest<HTMLElement>('button, a, input, select, textarea, label, summary, [role="tab"]') ?? target
    held.push(event.type === 'submit' ? () => (target as HTMLFormElement).requestSubmit() : () => control.click())
    start()
  }
  for (const type of FIRST_USE) element.addEventListener(type, start, { capture: true, passive: true })
  for (const type of ['click', 'submit', 'keydown']) element.addEventListener(type, hold, true)
  // A control whose state differs once scripts run (a question is closed with them, open without) says so now.
  for (const control of element.querySelectorAll<HTMLElement>('[data-expanded-with-script]'))
    control.setAttribute('aria-expanded', control.dataset.expandedWithScript ?? 'false')
  document.addEventListener(WAKE_EVENT, (event) => {
    if ((event as CustomEvent<string>).detail === element.dataset.island) start()
  })
  return start
}

/** The island's first element that has a box of its own: its tag and its slots have none (display: contents). */
function firstBox(element: Element): Element | null {
  for (const child of Array.from(element.children)) {
    const display = getComputedStyle(child).display
    if (display === 'none') continue
    if (display !== 'contents') return child
    const inner = firstBox(child)
    if (inner) return inner
  }
  return null
}

/**
 * Brings the page's islands (or those `within` a part of it) to life, each when it says; resolves
 * once those that wake at load, and those in sight at load, have.
 */
export async function hydrateIslands(within: ParentNode = document): Promise<void> {
  // Islands inside another island's slot are islands of their own; every slot's HTML is read
  // before any island runs and changes its part of the page.
  const found = Array.from(within.querySelectorAll<HTMLElement>(ISLAND_TAG), (element) => ({
    element,
    slots: slotsOf(element),
  }))
  const atLoad: Array<Promise<void>> = []
  const visible = 'IntersectionObserver' in window ? new IntersectionObserver(onVisible, { rootMargin: '200px' }) : null
  /** The islands waiting to be seen, by the element that stands for them: what wakes each, and what says the first look at load is over. */
  const waiting = new Map<Element, Array<{ start: () => Promise<void>; looked: () => void }>>()
  function onVisible(entries: IntersectionObserverEntry[]) {
    for (const entry of entries) {
      const islands = waiting.get(entry.target) ?? []
      if (!entry.isIntersecting) {
        for (const island of islands) island.looked()
        continue
      }
      visible?.unobserve(entry.target)
      waiting.delete(entry.target)
      for (const island of islands) void island.start().finally(island.looked)
    }
  }
  const starts = new Map<HTMLElement, () => Promise<void>>()
  for (const { element, slots } of found) {
    const when = element.dataset.when ?? 'visible'
    const start = untilAwake(element, (pressed) => hydrate(element, slots, pressed))
    starts.set(element, start)
    if (when === 'load' || (when === 'visible' && !visible)) {
      atLoad.push(start())
    } else if (when === 'visible' && visible) {
      // The observer's first report says whether the island is in sight at load; one in sight counts as waking at load.
      const target = firstBox(element) ?? element
      atLoad.push(
        new Promise<void>((looked) => waiting.set(target, [...(waiting.get(target) ?? []), { start, looked }])),
      )
      visible.observe(target)
    }
  }
  // A link into an island (/resources#faq-3, a card's Learn More → #memory) wakes the islands around
  // its target: at load, and when the #fragment changes, which they are then told again.
  // Told again only when no island around the target was awake to hear it, and the address is still that one.
  const around = (target: Element | null) => [...starts].filter(([element]) => element.contains(target))
  const asleep = (islands: Array<[HTMLElement, () => Promise<void>]>) =>
    islands.filter(([element]) => !element.hasAttribute(AWAKE))
  atLoad.push(...asleep(around(hashTarget())).map(([, start]) => start()))
  window.addEventListener('hashchange', (event) => {
    const holding = around(hashTarget())
    const waking = asleep(holding)
    if (!waking.length) return
    const heard = waking.length < holding.length
    void Promise.all(waking.map(([, start]) => start())).then(() => {
      if (!heard && window.location.href === event.newURL)
        window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: event.oldURL, newURL: event.newURL }))
    })
  })
  // One island that cannot run leaves the others, and the page, as they are.
  for (const result of await Promise.allSettled(atLoad)) if (result.status === 'rejected') console.error(result.reason)
}

/** The element the address's #fragment names, if any. */
function hashTarget(): Element | null {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1))
    return id ? document.getElementById(id) : null
  } catch {
    return null
  }
}
