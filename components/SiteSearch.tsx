/**
 * Site search in the header, over a static index built after prerendering (no server). The index
 * and its code load only when the visitor opens search. "/" opens it from anywhere on the page
 * (renderer/client/header.ts presses the button, so the shortcut works before this island wakes);
 * Escape closes it and returns focus. Results are links with the page titles.
 *
 * An island of its own that wakes on first use: a page that is only read never runs it.
 */
import { Search, X } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { SiteConfig } from '../lib/content/schema'
import { fill, site, withBase } from '../lib/site'
import { island } from '../renderer/islands'
import { nearQueries } from '../lib/near-queries'
import { navItemClass } from './NavDropdown'
import styles from './SiteSearch.module.css'

interface Result {
  url: string
  title: string
  excerpt: string
}

interface SearchIndex {
  options(options: { baseUrl: string }): Promise<void>
  mergeIndex(path: string, options: { baseUrl: string; language?: string }): Promise<void>
  debouncedSearch(
    query: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: Array<{ data(): Promise<{ url: string; meta: { title?: string }; excerpt: string }> }> } | null>
}

let indexPromise: Promise<SearchIndex> | undefined

/**
 * Pagefind's code and the index. A large site's index comes in parts (scripts/build/search.ts):
 * /pagefind/parts.json names the folders of the parts after the first, which are merged into it.
 */
function loadIndex(): Promise<SearchIndex> {
  const searchPath = withBase('/pagefind/')
  indexPromise ??= Promise.all([
    import(/* @vite-ignore */ `${searchPath}pagefind.js`) as Promise<SearchIndex>,
    fetch(`${searchPath}parts.json`).then((response) =>
      response.ok ? (response.json() as Promise<string[]>) : Promise.reject(new Error(`${response.status}`)),
    ),
  ]).then(async ([index, parts]) => {
    // Pagefind indexes each language apart, by the pages' <html lang>, and searches the one of the
    // page it runs on: a Spanish page finds Spanish pages. Each part's index is read in that language too.
    const options = { baseUrl: withBase('/') }
    await index.options(options)
    await Promise.all(
      parts.map((folder) =>
        index.mergeIndex(`${searchPath}${folder}`, { ...options, language: document.documentElement.lang }),
      ),
    )
    return index
  })
  return indexPromise
}

/** Pagefind marks matched words with <mark>; render those as elements, everything else as text. */
function highlighted(excerpt: string): ReactNode[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/g)
    .map((part, index) =>
      part.startsWith('<mark>') ? <mark key={index}>{part.slice(6, -7)}</mark> : part.replace(/<[^>]*>/g, ''),
    )
}

/** The words of site.yaml's labels the search shows. */
const SEARCH_LABELS = [
  'search',
  'searchField',
  'searchNoResults',
  'searchPlaceholder',
  'searchResults',
  'searchSimilar',
  'searchUnavailable',
] as const

interface SiteSearchProps {
  /** The id of the panel the button opens. One search per page, so the page chooses it (an island takes no useId). */
  panelId: string
  /** The id of the search field, for its label. */
  fieldId: string
  /** The search's words in the page's language: given by the server (serverProps). */
  labels: Pick<SiteConfig['labels'], (typeof SEARCH_LABELS)[number]>
}

function SiteSearchIsland({ panelId, fieldId, labels }: SiteSearchProps) {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<Result[]>([])
  const [status, setStatus] = useState('')
  const toggleRef = useRef<HTMLButtonElement>(null)
  const fieldRef = useRef<HTMLInputElement>(null)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  // Before the search wakes, "/" may have opened the server's panel (renderer/client/header.ts), and
  // something may have been typed there: the search takes both over. React leaves the page's
  // attributes and a field's text as they are while it hydrates, and this runs before any render
  // would set them from the state. It is a layout effect so that the state says "open" before the
  // island counts as awake: from then on the header's own Escape handler stands aside, and an Escape
  // pressed in between would otherwise reach nobody's handler but the menu's.
  useLayoutEffect(() => {
    if (panelRef.current?.hidden !== false) return
    setOpen(true)
    setQuery(fieldRef.current?.value ?? '')
  }, [])

  useEffect(() => {
    if (!open) return
    fieldRef.current?.focus()
    loadIndex().catch(() => setStatus(labels.searchUnavailable))
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open, labels.searchUnavailable])

  useEffect(() => {
    const words = query.trim()
    if (!words) return
    let current = true
    loadIndex()
      .then(async (index) => {
        const search = await index.debouncedSearch(words, {}, 150)
        if (!search || !current) return
        let hits = search.results
        let similar = false
        // A misspelt word ("migrane") finds nothing: the same search with its shorter beginnings
        // finds the pages it was meant for, since Pagefind matches the start of words.
        for (const nearby of hits.length ? [] : nearQueries(words)) {
          if (!current) return
          hits = (await index.debouncedSearch(nearby, {}, 0))?.results ?? []
          if (hits.length) {
            similar = true
            break
          }
        }
        const found = await Promise.all(hits.slice(0, 8).map((result) => result.data()))
        if (!current) return
        setResults(found.map((data) => ({ url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt })))
        setStatus(
          !found.length
            ? labels.searchNoResults
            : similar
              ? fill(labels.searchSimilar, { query: words, count: found.length })
              : fill(labels.searchResults, { count: found.length }),
        )
      })
      .catch(() => current && setStatus(labels.searchUnavailable))
    return () => {
      current = false
    }
  }, [query, labels])

  const close = () => {
    setOpen(false)
    toggleRef.current?.focus()
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the wrapper only hears Escape bubbling up from its button and field, which take the focus
    <div
      className={styles.wrapper}
      data-site-search=""
      ref={wrapperRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          close()
        }
      }}
    >
      <button
        className={navItemClass}
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        aria-keyshortcuts="/"
      >
        {open ? <X aria-hidden="true" size={18} /> : <Search aria-hidden="true" size={18} />}
        {labels.search}
      </button>
      <div className={styles.panel} ref={panelRef} id={panelId} hidden={!open} role="search">
        <label htmlFor={fieldId} className="visually-hidden">
          {labels.searchField}
        </label>
        <input
          className={styles.field}
          ref={fieldRef}
          id={fieldId}
          type="search"
          placeholder={labels.searchPlaceholder}
          value={query}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value)
            // An emptied field clears what the last search found; the effect below only runs searches.
            if (!event.target.value.trim()) {
              setResults([])
              setStatus('')
            }
          }}
        />
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
        {results.length ? (
          <ul className={styles.results}>
            {results.map((result) => (
              <li key={result.url}>
                <a href={result.url} onClick={() => setOpen(false)}>
                  {result.title}
                  <p>{highlighted(result.excerpt)}</p>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}

export const SiteSearch = island('SiteSearch', SiteSearchIsland, {
  when: 'interaction',
  // The words come from the page, so the island's code holds no site.yaml (the browser's build drops this).
  serverProps: import.meta.env.SSR
    ? () => {
        const labels = Object.fromEntries(SEARCH_LABELS.map((key) => [key, site.labels[key]]))
        return { labels: labels as SiteSearchProps['labels'] }
      }
    : undefined,
})
