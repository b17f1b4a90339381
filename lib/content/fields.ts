/**
 * The kinds of field content files are made of (a non-empty text, a date, an address, a phone
 * number ...), each with the message a writer sees when a value does not fit, and the fields every
 * collection shares (draft, order, the reviewer's assignment). The collections' records
 * (lib/content/collections/) build their schemas from them.
 */
import { mailtoFault } from '../mailto'
import { z } from 'zod'
import { unencodedCharacter } from '../address-rules'

export const text = (description: string) => z.string().trim().min(1, 'must not be empty').describe(description)

export const isoDate = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date written YYYY-MM-DD')
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      'is not a real calendar date',
    )
    .describe(description)
    .meta({ words: 'verbatim' })

/** An address every browser reads alike, as the build's output gate requires (lib/address-rules.ts). */
const encoded = (value: string, ctx: z.core.$RefinementCtx<string>) => {
  const bad = unencodedCharacter(value)
  if (bad) ctx.addIssue({ code: 'custom', message: `${bad.why}: write it encoded (a space as %20), or remove it` })
}

export const httpsUrl = (description: string) =>
  z
    .string()
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, { message: 'expected an absolute https:// address', abort: true })
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
      message: 'is not an address a browser can read: check for a typo',
      abort: true,
    })
    .superRefine(encoded)
    .describe(description)
    .meta({ words: 'verbatim' })

/** A path inside the site (/contact), an anchor on the page (#key-facts), or an absolute https address. */
export const href = (description: string) =>
  z
    .string()
    .regex(/^(\/[^\s]*|#[a-z0-9-]+|https:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9-]+)$/, {
      message: 'expected a site path like /contact, an anchor like #faq, or an https:// address',
      abort: true,
    })
    .refine(
      (value) => !value.startsWith('//'),
      'is another site without its https: write https:// and the address, or a site path with one /',
    )
    .superRefine((value, context) => {
      const fault = mailtoFault(value)
      if (fault) context.addIssue({ code: 'custom', message: `the e-mail link ${fault}` })
    })
    .superRefine(encoded)
    .describe(description)
    .meta({ words: 'verbatim' })

/** An e-mail address alone: no name, no "?subject=" or "?bcc=", which would travel into every mailto: link. */
export const email = (description: string) =>
  z
    .email({ error: 'expected an e-mail address alone, like info@example.org' })
    .describe(description)
    .meta({ words: 'verbatim' })

/** A phone number as shown: digits, with spaces, brackets, dots or hyphens between them and an optional + first. */
export const shownPhone = (description: string) =>
  z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]+$/, {
      message: 'expected a phone number, like (312) 555-0142: digits, spaces, brackets, dots and hyphens',
      abort: true,
    })
    .refine(
      (value) => (value.match(/\d/g)?.length ?? 0) >= 3 && (value.match(/\d/g)?.length ?? 0) <= 15,
      'expected a phone number of 3 to 15 digits',
    )
    .describe(description)

/** A phone number as a phone dials it: digits only, so it can make a tel: link. */
export const dialled = (description: string) =>
  z
    .string()
    .regex(/^\+?[0-9]{3,15}$/, 'expected the number as dialled, digits only, like 911')
    .describe(description)

/** Exactly n short items, with a message that says how many there were. */
export const exactly = (n: number, description: string) =>
  z
    .array(z.string().trim().min(1, 'must not be empty'))
    .superRefine((items, ctx) => {
      if (items.length !== n)
        ctx.addIssue({ code: 'custom', message: `expected exactly ${n} items, got ${items.length}` })
    })
    .describe(description)

/**
 * A field that does not change what a patient reads (its position in a list, its picture, whether it
 * is a draft, who is asked to review it): left out of the words a clinician signs
 * (lib/content/review.ts), so changing it needs no new review. Every field not marked so is signed.
 */
export function notClinical<T extends z.ZodType>(schema: T): T {
  return schema.meta({
    clinical: false,
    description:
      `${schema.description ?? ''} Not part of what a clinician signs: changing it needs no new review.`.trim(),
  })
}

/** Whether a field is part of what a clinician signs (see notClinical). */
export const isClinicalField = (schema: z.ZodType): boolean =>
  (schema.meta() as { clinical?: boolean } | undefined)?.clinical !== false

/**
 * How the check reads a field's words, said where the field is defined:
 * - prose: sentences or list items a visitor reads; the reading grade counts them. Every other text
 *   field is a name or a short label (a title, a tab's label, a picture's few words), which the house
 *   style reads and the reading grade leaves out, since a name is as long as it is.
 * - verbatim: quoted exactly as its owners wrote it, or not words at all (a source's title, an
 *   address, a date, an id): neither the house style nor the reading grade reads it.
 * - marked: its component explains [[term]] marks from the glossary (components/Term.tsx); anywhere
 *   else a mark would reach the page with its brackets.
 */
export interface WordsRole {
  words?: 'prose' | 'verbatim'
  marked?: boolean
}

export const prose = <T extends z.ZodType>(schema: T): T => schema.meta({ words: 'prose' })
export const verbatim = <T extends z.ZodType>(schema: T): T => schema.meta({ words: 'verbatim' })
export const marked = <T extends z.ZodType>(schema: T): T => schema.meta({ marked: true })

type Def = {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  element?: z.ZodType
  shape?: Record<string, z.ZodType>
  options?: z.ZodType[]
  valueType?: z.ZodType
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'])

/** A schema and the wrappers around it (optional, default ...), outermost first, each of which may carry a role. */
function layers(schema: z.ZodType): z.ZodType[] {
  const found = [schema]
  let def = defOf(schema)
  while (WRAPPERS.has(def.type) || def.type === 'pipe') {
    const inner = def.type === 'pipe' ? def.in : def.innerType
    if (!inner) break
    found.push(inner)
    def = defOf(inner)
  }
  return found
}

/** The schema of the value at `key` inside a value of `schema` (an object's field, a list's item), if it has one. */
function childSchema(schema: z.ZodType, key: PropertyKey): z.ZodType | undefined {
  const def = defOf(layers(schema).at(-1)!)
  if (def.type === 'object') return typeof key === 'string' ? def.shape?.[key] : undefined
  if (def.type === 'array') return typeof key === 'number' ? def.element : undefined
  if (def.type === 'record') return def.valueType
  if (def.type === 'union') return def.options?.map((option) => childSchema(option, key)).find(Boolean)
  return undefined
}

/** The role a field's own schema (and its wrappers) gives it, without the fields around it. */
export function ownRole(schema: z.ZodType): WordsRole {
  return Object.assign({}, ...layers(schema).map((layer) => (layer.meta() ?? {}) as WordsRole)) as WordsRole
}

/** How the check reads the value at `path` in a file of `schema`: verbatim when any field around it is, prose or marked as the nearest field that says so. */
export function wordsRoleAt(
  schema: z.ZodType,
  path: ReadonlyArray<PropertyKey>,
): { prose: boolean; verbatim: boolean; marked: boolean } {
  const role = { prose: false, verbatim: false, marked: false }
  let current: z.ZodType | undefined = schema
  for (let depth = 0; current; depth++) {
    for (const layer of layers(current)) {
      const meta = (layer.meta() ?? {}) as WordsRole
      if (meta.words) role.prose = meta.words === 'prose'
      if (meta.words === 'verbatim') role.verbatim = true
      if (meta.marked) role.marked = true
    }
    if (depth === path.length) break
    current = childSchema(current, path[depth])
  }
  return role
}

/** The fields of `schema` that take [[term]] marks, as WRITING.md names them: "tools[].name". */
export function markedFieldsOf(schema: z.ZodType, prefix = ''): string[] {
  const def = defOf(layers(schema).at(-1)!)
  if (layers(schema).some((layer) => (layer.meta() as WordsRole | undefined)?.marked))
    return [def.type === 'array' ? `${prefix}[]` : prefix]
  if (def.type === 'object')
    return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
      markedFieldsOf(field, prefix ? `${prefix}.${key}` : key),
    )
  if (def.type === 'array' && def.element) return markedFieldsOf(def.element, `${prefix}[]`)
  return []
}

/**
 * The areas a clinician may review; each health page names one (clinicalTopic), and the team file
 * of each clinician lists theirs (review.topics). Add an area here only with a clinician for it.
 */
export const clinicalTopics = [
  'general-neurology',
  'memory-and-thinking',
  'movement',
  'stroke',
  'headache',
  'sleep',
  'neuropsychology',
  'child-neurology',
] as const

/** Which clinician reviews a health page, and in which area: the check refuses a reviewer whose topics do not include it. */
export const reviewAssignment = {
  clinicalTopic: verbatim(
    notClinical(
      z
        .enum(clinicalTopics)
        .describe(
          `The clinical area of the page, one of ${clinicalTopics.join(', ')}: only a clinician whose team file lists it may review the page.`,
        ),
    ),
  ),
  reviewer: verbatim(
    notClinical(
      z
        .string()
        .regex(
          /^[a-z0-9-]+$/,
          'expected a team id: the file name of a clinician in content/team without .mdx (e.g. james-whitfield)',
        )
        .optional()
        .describe(
          'The clinician asked to review the page: their team id (the file name in content/team, e.g. james-whitfield), never a typed name. "Reviewed by" and its day show only once they have signed the words (npm run review sign). Leave out, with a comment saying why, when no clinician on the team covers the topic.',
        ),
    ),
  ),
}

/** Every entry may be a draft: shown in the live preview and preview builds, never published. */
export const draft = notClinical(
  z
    .boolean()
    .default(false)
    .describe(
      'true while the entry is not ready: it shows, under a "Draft" banner, in the live preview and in preview builds, and is left out of the published site, its lists, menus, search, sitemap and feed.',
    ),
)

/** What every page file carries for the browser tab, search engines and link previews. */
export const pageHead = {
  title: text(
    'The page\'s title, shown in the browser tab and in search results; the tab adds " | <the institute\'s name>" unless the title names it. Unique across the site.',
  ),
  description: prose(text('One or two sentences (about 150 characters) shown under the title in search results.')),
}

export const order = notClinical(
  z.number().int().positive().describe('Position in its list on the page: 1 comes first.'),
)

export const list = (description: string) =>
  z.array(z.string().trim().min(1, 'must not be empty')).min(1, 'must list at least one item').describe(description)

/** For entries that give health information only sometimes: a topic makes the entry a health entry, reviewed like a condition. */
export const optionalReviewAssignment = {
  clinicalTopic: reviewAssignment.clinicalTopic.optional(),
  reviewer: reviewAssignment.reviewer,
}
