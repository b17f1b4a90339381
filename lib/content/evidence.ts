/**
 * A health page's evidence log: the guidelines and reports it follows (its `evidence` field), each
 * by the name content/site.yaml's `evidence` schedule lists it under and the year of its edition.
 * The schedule says how many years apart each one's editions come; once a newer edition is due, the
 * check warns at the page, so a writer and its clinician check the page against the new one.
 * `npm run review status` lists the pages by what they follow (evidenceLog, pagesByEvidence), so the
 * pages a new guideline touches are found at once.
 */
import type { Problem } from './problems'
import { languageOfFile, sourceFileOf, SOURCE_LANGUAGE } from '../language'
import { contentMdxFiles, dataFileOf, frontmatterOf, contentText } from './store'

/** One line of a page's evidence log. */
export interface Followed {
  name: string
  year: number
}

/** What the rule needs of a checked entry. */
interface EvidenceEntry {
  file: string
  data: Record<string, unknown>
  locate: (path: ReadonlyArray<PropertyKey>) => { line: number; column: number }
}

/** content/site.yaml's schedule: each guideline or report, with the years between its editions. */
export type EvidenceSchedule = Record<string, number>

/** content/site.yaml's schedule as written; its shape is the check's to report. */
export function evidenceSchedule(root: string): EvidenceSchedule {
  try {
    const evidence = (dataFileOf(root, 'content/site.yaml') as { evidence?: unknown } | null | undefined)?.evidence
    if (evidence && typeof evidence === 'object')
      return Object.fromEntries(
        Object.entries(evidence).filter((pair): pair is [string, number] => Number.isInteger(pair[1])),
      )
  } catch {
    /* reported by the check */
  }
  return {}
}

export const evidenceOf = (data: Record<string, unknown>): Followed[] =>
  Array.isArray(data.evidence) ? (data.evidence as Followed[]) : []

const years = (count: number) => (count === 1 ? 'every year' : `every ${count} years`)

/** The year an edition's successor is due, by the schedule; undefined for a name the schedule does not list. */
export const nextEditionDue = (followed: Followed, schedule: EvidenceSchedule): number | undefined =>
  Object.hasOwn(schedule, followed.name) ? followed.year + schedule[followed.name] : undefined

/** `today` is YYYY-MM-DD: an edition is due from the first day of its year. */
export function evidenceProblems(entry: EvidenceEntry, schedule: EvidenceSchedule, today: string): Problem[] {
  const problems: Problem[] = []
  const thisYear = Number(today.slice(0, 4))
  const at = (path: PropertyKey[], message: string, severity: Problem['severity']): Problem => ({
    file: entry.file,
    ...entry.locate(path),
    field: path.join('.'),
    message,
    severity,
  })
  evidenceOf(entry.data).forEach((followed, index) => {
    const due = nextEditionDue(followed, schedule)
    if (due === undefined) {
      const known = Object.keys(schedule)
      problems.push(
        at(
          ['evidence', index, 'name'],
          `"${followed.name}" is not in content/site.yaml's evidence list: name it as that list does${
            known.length ? ` (${known.map((name) => `"${name}"`).join(', ')})` : ''
          }, or add it there with how many years apart its editions come`,
          'error',
        ),
      )
    } else if (followed.year > thisYear)
      problems.push(
        at(
          ['evidence', index, 'year'],
          `${followed.year} is later than this year: give the year of the edition the page follows`,
          'error',
        ),
      )
    else if (due <= thisYear)
      problems.push(
        at(
          ['evidence', index, 'year'],
          `follows the ${followed.year} edition of "${followed.name}", and content/site.yaml expects a new edition ${years(schedule[followed.name])}: one was due in ${due}. Check the page against the newest edition with its clinician, then write that edition's year here`,
          'warning',
        ),
      )
  })
  return problems
}

/** Every page's evidence log; a translation follows what its English page follows, unless it names its own. */
export function evidenceLog(root: string): Array<{ file: string; evidence: Followed[] }> {
  const pages = contentMdxFiles(root).flatMap((file) => {
    const data = frontmatterOf(contentText(root, file))
    return data ? [{ file, data, evidence: evidenceOf(data) }] : []
  })
  const bySource = new Map(pages.map((page) => [page.file, page.evidence]))
  return pages
    .map(({ file, evidence }) => ({
      file,
      evidence:
        evidence.length || languageOfFile(file) === SOURCE_LANGUAGE
          ? evidence
          : (bySource.get(sourceFileOf(file)) ?? []),
    }))
    .filter((page) => page.evidence.length)
}

/** Pages grouped by what they follow, in the schedule's order; a name the schedule lacks (an error of the check) last. */
export function pagesByEvidence(
  pages: ReadonlyArray<{ file: string; evidence: Followed[] }>,
  schedule: EvidenceSchedule,
  today = new Date().toISOString().slice(0, 10),
): string[] {
  const thisYear = Number(today.slice(0, 4))
  const lines: string[] = []
  const named = new Set(pages.flatMap((page) => page.evidence.map((followed) => followed.name)))
  const names = [...Object.keys(schedule), ...[...named].filter((name) => !Object.hasOwn(schedule, name))]
  for (const name of names) {
    const following = pages.flatMap((page) =>
      page.evidence.filter((followed) => followed.name === name).map((followed) => ({ file: page.file, ...followed })),
    )
    if (!following.length) continue
    lines.push(`${name}${Object.hasOwn(schedule, name) ? ` (a new edition ${years(schedule[name])})` : ''}`)
    for (const page of following) {
      const due = nextEditionDue(page, schedule)
      lines.push(
        `  ${page.year}  ${page.file}${due !== undefined && due <= thisYear ? `  (a newer edition was due in ${due})` : ''}`,
      )
    }
  }
  return lines
}
