/** Rules for the assessment categories' tool tables. */
import type { AssessmentTool } from './content/schema'

/** The Examples column appears only when some tool in the category names examples. */
export function showExamplesColumn(tools: readonly Pick<AssessmentTool, 'examples'>[]): boolean {
  return tools.some((tool) => Boolean(tool.examples?.trim()))
}
