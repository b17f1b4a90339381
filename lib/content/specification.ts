/**
 * What the product's specification (clinic-website-spec.md) names in the content: the pages of its
 * route table, its conditions, questions, plans, services, assessment categories and the counts it
 * gives. The check refuses a change that renames, removes or drafts a file named here
 * (`specifiedFileProblem`, from lib/content/address-history.ts); the tests check that each is there
 * and works, never that nothing else exists: a writer may add a twelfth condition, a sixth question
 * or a fourth post. When something named here is missing, the failure says so with `namedBySpec`, so a
 * writer knows it is not theirs to remove or rename.
 */
import type { Problem } from './problems'

/** The words a failing test uses when a thing the specification names is missing. */
export function namedBySpec(what: string, where: string): string {
  return `${what} is named by the specification (clinic-website-spec.md, ${where}): it must stay on the site; do not remove or rename it`
}

/** §2 route table: the pages it names, by their file in content/pages/ (home.mdx is /). */
export const specPages = [
  'home',
  'about',
  'services',
  'resources',
  'contact',
  'pricing',
  'conditions',
  'neurological-assessments',
] as const

/**
 * §2 Home: the six feature cards link to /services/assessments, /about/team, /resources, /contact,
 * /services/preventive-care and /research. Those that are pages of their own files, by their file in
 * content/pages/ (the others are route-table pages or forward to a part of one).
 */
export const specHomeCardPages = ['services/preventive-care', 'research'] as const

/** §2 route table and §3: the eleven conditions, id then name (the site writes "Long COVID" in the house style). */
export const specConditions = [
  { id: 'memory-disorders', name: 'Memory Disorders' },
  { id: 'parkinsons', name: "Parkinson's Disease" },
  { id: 'headache', name: 'Headache' },
  { id: 'stroke', name: 'Stroke Recovery' },
  { id: 'sleep', name: 'Sleep Disorders' },
  { id: 'concussion-tbi', name: 'Concussion / TBI' },
  { id: 'neuropathy', name: 'Neuropathy' },
  { id: 'tremor', name: 'Tremor' },
  { id: 'adhd', name: 'ADHD' },
  { id: 'long-covid', name: 'Long COVID' },
  { id: 'multiple-sclerosis', name: 'Multiple Sclerosis' },
] as const

/** §3 FAQ item: the questions of the Resources page, faq-1 to faq-5. */
export const specFaqIds = ['faq-1', 'faq-2', 'faq-3', 'faq-4', 'faq-5'] as const

/** §2 Services: the six programmes, by id. */
export const specServiceIds = ['consultations', 'memory', 'headaches', 'movement', 'sleep', 'neuropsychology'] as const

/** §9 Pricing: the three plans, in order, and the one marked Popular. Their prices are the clinic's to change, in content/plans/. */
export const specPlans = {
  names: ['Initial Consultation', 'Monthly Care', 'Comprehensive Program'],
  popular: 'Monthly Care',
} as const

/** §3 Assessment category: the four categories, by id, with their tools as the specification counts them. */
export const specAssessments = [
  { id: 'cognitive', title: 'Cognitive Tests', tools: 2 },
  { id: 'genetic', title: 'Genetic Testing', tools: 3 },
  { id: 'biomarkers', title: 'Blood-Based Biomarkers', tools: 5 },
  { id: 'imaging', title: 'Brain Imaging', tools: 4 },
] as const

/** Counts the specification gives of parts it does not name one by one: a page shows at least these. */
export const specCounts = {
  /** §2 About: six team member cards. */
  teamMembers: 6,
  /** §2 Home: three patient testimonials. */
  testimonials: 3,
  /** §3 Condition: exactly five symptoms and five treatments (the schema enforces it). */
  symptoms: 5,
  treatments: 5,
} as const

/** Where the specification names the file `file` of content/ (the English one), or undefined when it does not. */
export function specificationOf(file: string): string | undefined {
  const match = /^content\/([a-z]+)\/(.+)\.mdx$/.exec(file)
  if (!match) return undefined
  const [, folder, id] = match
  if (folder === 'pages' && (specHomeCardPages as readonly string[]).includes(id)) return '§2 Home, the feature cards'
  const named: Record<string, { ids: readonly string[]; where: string }> = {
    pages: { ids: specPages, where: '§2 route table' },
    conditions: { ids: specConditions.map((condition) => condition.id), where: '§2 route table and §3' },
    faqs: { ids: specFaqIds, where: '§3 FAQ item' },
    services: { ids: specServiceIds, where: '§2 Services' },
    assessments: { ids: specAssessments.map((assessment) => assessment.id), where: '§3 Assessment category' },
  }
  return Object.hasOwn(named, folder) && named[folder].ids.includes(id) ? named[folder].where : undefined
}

/**
 * The error for a file the specification names that this change renamed, removed or made a draft
 * (`how`), at that file: what the writer does instead.
 */
export function specifiedFileProblem(file: string, how: 'gone' | 'draft', address: string | null): Problem {
  const where = specificationOf(file)!
  const what = address ? `its page ${address}` : 'it'
  return {
    file,
    line: 1,
    column: 1,
    field: how === 'draft' ? 'draft' : 'file',
    message:
      how === 'draft'
        ? `is named by the specification (clinic-website-spec.md, ${where}), so ${what} must stay published: remove draft: true, and change its words in the file instead`
        : `is named by the specification (clinic-website-spec.md, ${where}), so ${what} must stay${address ? ' at this address' : ''}: it cannot be renamed or removed, even with a redirect. Put the file back at ${file} (rename it back, or git checkout main -- ${file}) and change what it says inside it${address?.startsWith('/conditions/') ? '; its name: field is what the page calls the condition' : ''}`,
    severity: 'error',
  }
}
