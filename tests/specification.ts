/**
 * What the product's specification (clinic-website-spec.md) names in the content: the conditions of
 * its route table, its questions, plans, services, assessment categories and the counts it gives.
 * Tests check that each is there and works, never that nothing else exists: a writer may add a
 * twelfth condition, a sixth question or a fourth post. Everything else a test expects of the real
 * site is read from content/ itself. When something named here is missing, the failure says so with
 * `namedBySpec`, so a writer knows it is not theirs to remove or rename.
 */

/** The words a failing test uses when a thing the specification names is missing. */
export function namedBySpec(what: string, where: string): string {
  return `${what} is named by the specification (clinic-website-spec.md, ${where}): it must stay on the site; do not remove or rename it`
}

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
