/**
 * The reviewer's view of a change: a page (`_changes/index.html` in the preview) that lists every
 * changed page with its words before and after, removed words struck and added words underlined
 * (and named "removed" and "added" for screen readers), the changed fields as a table, and the pages
 * added or removed; and a short Markdown summary for the pull request's comment.
 */
import type { OutdatedTranslation } from '../../lib/content/translations'
import type { FieldChange, Hunk, Piece } from './compare'

export interface PageChange {
  address: string
  /** "changed" words in its main text; "outside" only around it (menus, footer); "added"/"removed" whole pages. */
  kind: 'changed' | 'outside' | 'added' | 'removed'
  hunks: Hunk[]
  /** The changed files that touch it. */
  files: string[]
}

export interface Report {
  base: string
  pages: PageChange[]
  fields: FieldChange[]
  /** Changed files outside content/ (code): every page was compared. */
  otherFiles: string[]
  /** Each changed health page's clinical review (lib/content/review-sign.ts), so the clinician sees what to sign. */
  reviews?: ReviewLine[]
  /** Translations whose source changed since the version they follow (lib/content/translations.ts). */
  outdatedTranslations?: OutdatedTranslation[]
}

/** The outdated translations as Markdown list items: each with the source it is behind. */
function outdatedItems(report: Report): string[] {
  return (report.outdatedTranslations ?? []).map(
    (t) =>
      `- \`${t.file}\` is behind \`${t.sourceFile}\`${t.urgentStale ? ' (its urgent cards too: the check fails until they follow)' : ''}`,
  )
}

export interface ReviewLine {
  file: string
  /** reviewed, changed (since its signature), unsigned or refused. */
  status: string
  /** In words: "changed since Dr. A signed it on 2026-11-01: sign it again (reviewer: a)". */
  text: string
}

function reviewSection(reviews: ReviewLine[] | undefined): string {
  if (!reviews?.length) return ''
  return `<h2>Clinical review</h2><p>Each changed health page. A clinician signs what they reviewed with <code>npm run review sign &lt;file…&gt;</code>.</p><ul>${reviews.map((line) => `<li><code>${escape(line.file)}</code>: ${escape(line.text)}</li>`).join('')}</ul>`
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function piece({ kind, text }: Piece): string {
  if (kind === 'same') return escape(text)
  const tag = kind === 'removed' ? 'del' : 'ins'
  return `<${tag}><span class="sr">[${kind}: </span>${escape(text)}<span class="sr">]</span></${tag}>`
}

function hunksHtml(hunks: Hunk[]): string {
  return hunks
    .map((hunk) => {
      const skipped = hunk.skipped
        ? `<p class="skipped">${hunk.skipped} unchanged line${hunk.skipped === 1 ? '' : 's'}</p>`
        : ''
      // A replaced stretch reads "old new", not "oldnew".
      const text = (line: Piece[]) =>
        line
          .map(
            (part, index) =>
              (index && part.kind === 'added' && line[index - 1].kind === 'removed' ? ' ' : '') + piece(part),
          )
          .join('')
      return `${skipped}<div class="hunk">${hunk.lines.map((line) => `<p>${text(line)}</p>`).join('')}</div>`
    })
    .join('')
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

function pageSection(page: PageChange, href: (address: string) => string): string {
  const link =
    page.kind === 'removed'
      ? `<code>${escape(page.address)}</code>`
      : `<a href="${escape(href(page.address))}">${escape(page.address)}</a>`
  const what = {
    changed: 'words changed',
    outside: 'changed around the main text',
    added: 'new page',
    removed: 'page removed',
  }[page.kind]
  const files = page.files.length
    ? `<p class="files">From ${page.files.map((file) => `<code>${escape(file)}</code>`).join(', ')}</p>`
    : ''
  return `<section aria-labelledby="${escape(idOf(page.address))}"><h3 id="${escape(idOf(page.address))}">${link} <span class="kind">(${what})</span></h3>${files}${hunksHtml(page.hunks)}</section>`
}

const idOf = (address: string) => `page${address.replace(/[^a-z0-9]+/g, '-')}`

function fieldTable(fields: FieldChange[]): string {
  if (!fields.length) return ''
  const show = (value?: string) => (value === undefined ? '<em>(none)</em>' : escape(value))
  const rows = fields.map(
    (change) =>
      `<tr><td><code>${escape(change.file)}</code></td><th scope="row">${escape(change.field)}</th><td><del><span class="sr">[removed: </span>${show(change.before)}<span class="sr">]</span></del></td><td><ins><span class="sr">[added: </span>${show(change.after)}<span class="sr">]</span></ins></td></tr>`,
  )
  return `<h2>Changed fields</h2><div class="scroll" role="region" aria-label="Changed fields" tabindex="0"><table><caption>Each front-matter or settings field whose value changed</caption><thead><tr><th scope="col">File</th><th scope="col">Field</th><th scope="col">Before</th><th scope="col">After</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`
}

/** The changes page's stylesheet, written beside it as a file (changes.css): the site's CSP allows no inline style. */
export const CHANGES_STYLESHEET = `
  body { font: 1rem/1.6 system-ui, sans-serif; color: #1f2937; margin: 0; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
  h1 { font-size: 1.75rem; } h2 { margin-top: 2.5rem; } h3 { font-size: 1.125rem; margin-bottom: .25rem; }
  a { color: #1d4ed8; } a:focus-visible, summary:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
  section { border-top: 1px solid #d1d5db; padding-top: .5rem; margin-top: 1rem; }
  .hunk { border-left: 4px solid #d1d5db; padding-left: .75rem; margin: .5rem 0; }
  .hunk p { margin: .25rem 0; }
  del { text-decoration: line-through; text-decoration-thickness: 2px; background: #fee2e2; color: #7f1d1d; }
  ins { text-decoration: underline; text-decoration-thickness: 2px; background: #dcfce7; color: #14532d; }
  .kind, .files, .skipped { color: #4b5563; font-size: .875rem; font-weight: normal; }
  .skipped { font-style: italic; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .scroll { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; } caption { text-align: left; color: #4b5563; }
  th, td { border: 1px solid #d1d5db; padding: .25rem .5rem; text-align: left; vertical-align: top; }
  @media (forced-colors: active) { del, ins { background: none; } }
`

/** The changes page. `href` turns a site address into a link inside the preview. */
export function changesPage(report: Report, href: (address: string) => string): string {
  const words = report.pages.filter((page) => page.kind !== 'outside')
  const outside = report.pages.filter((page) => page.kind === 'outside')
  const summary = `${plural(words.length, 'page')} with changed words${outside.length ? `, and ${plural(outside.length, 'page')} changed only around their main text` : ''}`
  const outdated = report.outdatedTranslations ?? []
  const translations = outdated.length
    ? `<section><h2>Outdated translations</h2><ul>${outdated.map((t) => `<li><code>${escape(t.file)}</code> is behind <code>${escape(t.sourceFile)}</code>${t.urgentStale ? ' (its urgent cards too)' : ''}</li>`).join('')}</ul></section>`
    : ''
  const other = report.otherFiles.length
    ? `<p>Code changed too (${report.otherFiles.map((file) => `<code>${escape(file)}</code>`).join(', ')}), so every page was compared.</p>`
    : ''
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>Changes in this preview</title>
<link rel="stylesheet" href="changes.css" />
</head>
<body>
<main>
<h1>Changes in this preview</h1>
<p><a href="${escape(href('/'))}">Open the preview's home page</a></p>
<p>Compared with <code>${escape(report.base)}</code>: ${summary}. Removed words are <del><span class="sr">[removed: </span>struck through<span class="sr">]</span></del>, added words <ins><span class="sr">[added: </span>underlined<span class="sr">]</span></ins>.</p>
${safetySection(report.fields)}
${other}
${translations}
<h2>Pages</h2>
${words.length ? words.map((page) => pageSection(page, href)).join('\n') : "<p>No page's main text changed.</p>"}
${reviewSection(report.reviews)}
${fieldTable(report.fields)}
${outside.length ? `<h2>Changed only around the main text</h2><details><summary>${plural(outside.length, 'page')} whose own words did not change (menus, footer)</summary>${outside.map((page) => pageSection(page, href)).join('\n')}</details>` : ''}
</main>
</body>
</html>
`
}

/**
 * The changes a reviewer must see before any word: who may sign clinical reviews (a clinician's
 * keys), where visitors' messages go (the forms' endpoints), where booking leads and which numbers
 * are dialled in an emergency or to reach the clinic. A pull request that changes one of them says so first.
 */
export function safetyChanges(fields: readonly FieldChange[]): FieldChange[] {
  return fields.filter(
    ({ file, field }) =>
      (/^content\/team\/[^/]+\.mdx$/.test(file) && /^review keys\b/.test(field)) ||
      (/^content\/(?:[a-z]{2}\/)?site\.yaml$/.test(file) &&
        /^(?:bookingUrl|forms (?:contactEndpoint|newsletterEndpoint)|emergency (?:phone|crisisPhone)|contact (?:phone|afterHoursPhone))$/.test(
          field,
        )),
  )
}

const safetyLine = (change: FieldChange) =>
  `\`${change.file}\` ${change.field}: ${change.before === undefined ? '(none)' : `\`${change.before}\``} → ${change.after === undefined ? '(removed)' : `\`${change.after}\``}`

function safetySection(fields: readonly FieldChange[]): string {
  const safety = safetyChanges(fields)
  if (!safety.length) return ''
  return `<h2>Check these first</h2><p>This change alters who may sign clinical reviews, where messages or booking go, or a number visitors dial.</p><ul>${safety
    .map(
      (change) =>
        `<li><code>${escape(change.file)}</code> ${escape(change.field)}: ${change.before === undefined ? '(none)' : `<code>${escape(change.before)}</code>`} → ${change.after === undefined ? '(removed)' : `<code>${escape(change.after)}</code>`}</li>`,
    )
    .join('')}</ul>`
}

/** The pull request's comment: what to check first, how many pages changed, a link to each and to the changes page. */
export function changesSummary(report: Report, href: (address: string) => string): string {
  const words = report.pages.filter((page) => page.kind !== 'outside')
  const outside = report.pages.filter((page) => page.kind === 'outside')
  const label = { changed: 'changed', added: 'new', removed: 'removed', outside: 'around the text' }
  const item = (page: PageChange) =>
    page.kind === 'removed'
      ? `- \`${page.address}\` (removed)`
      : `- [${page.address}](${href(page.address)}) (${label[page.kind]})`
  const safety = safetyChanges(report.fields)
  const lines = [
    ...(safety.length
      ? [
          `**Check these first**: this change alters who may sign clinical reviews, where messages or booking go, or a number visitors dial.`,
          '',
          ...safety.map((change) => `- ${safetyLine(change)}`),
          '',
        ]
      : []),
    `**${plural(words.length, 'page')} changed** in [this preview](${href('/')}) · [every change, word by word](${href('/_changes/')})`,
    '',
    ...words.map(item),
  ]
  if (report.reviews?.length)
    lines.push('', '**Clinical review**', '', ...report.reviews.map((line) => `- \`${line.file}\`: ${line.text}`))
  if (outside.length)
    lines.push(
      '',
      `<details><summary>${plural(outside.length, 'page')} changed only around their main text (menus, footer)</summary>`,
      '',
      ...outside.map(item),
      '',
      '</details>',
    )
  const outdated = outdatedItems(report)
  if (outdated.length)
    lines.push(
      '',
      `**${plural(outdated.length, 'translation')} outdated**: the English changed since they were translated.`,
      '',
      ...outdated,
    )
  return lines.join('\n')
}
