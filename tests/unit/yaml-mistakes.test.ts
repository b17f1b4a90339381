import { describe, expect, it } from 'vitest'
import { parseYaml } from '../../lib/content/frontmatter'

/** The problems of `yaml` as the check reports them, front-matter starting on line 2 of its file. */
const problemsOf = (yaml: string) =>
  parseYaml('content/conditions/example.mdx', yaml, 2).problems.map(
    (problem) => `${problem.line}  ${problem.field}  ${problem.message}`,
  )

describe("a writer's YAML mistakes", () => {
  it.each([
    ['a list item out of line', 'name: Stroke\nsymptoms:\n  - Weakness\n - Vision changes\n', 5, /two spaces in/],
    ['a text with a colon, unquoted', 'name: Stroke: a guide\n', 2, /double quotes/],
    ['a field written twice', 'name: Stroke\nname: Stroke recovery\n', 3, /written twice in this file: keep one/],
    ['a tab for indent', 'symptoms:\n\t- Weakness\n', 3, /spaces, not a tab/],
    ['a text starting with @', 'name: @stroke\n', 2, /in double quotes/],
    [
      'a quote not closed',
      'name: "Stroke recovery\norder: 4\nsummary: "Care after a stroke"\n',
      2,
      /end the text with the quote mark it starts with/,
    ],
    ['a field without its colon', 'name: Stroke\nsummary\n', 3, /with a colon and a space after its name/],
  ])('%s: names the line and what to write instead', (_, yaml, line, advice) => {
    const [first] = problemsOf(yaml)
    expect(first).toMatch(new RegExp(`^${line}  yaml  `))
    expect(first).toMatch(advice)
  })
})
