/**
 * The rule that an MDX body is content, not code, checked on its syntax tree (mdast, with
 * positions): Markdown, GFM tables and the listed parts with literal props, nothing that runs.
 * The same pass finds the parts a body places, so the compiler imports just those.
 */
import { mailtoFault } from '../mailto'
import type { Definition, Heading, Image, ImageReference, Link, LinkReference, Nodes, Parent, Root } from 'mdast'
import type {
  MdxJsxAttribute,
  MdxJsxExpressionAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx'
import type { Expression, Program } from 'estree'
import { visit } from 'unist-util-visit'
import type { Problem } from './problems'
import { BodyPassages, type Passage } from './prose'
import { statCardProblems } from './stat-cards'
import { marksRefused, translatedMarkMessage, unknownTermMessage, type GlossaryIndex } from './glossary'
import { hiddenCharacterMessage, isHiddenCharacterMessage } from './characters'
import { kindOfValue, partProps, settingsOf, valueFault } from './part-props'

/** Addresses that run code or carry a document when followed; browsers ignore whitespace and control characters inside the scheme. */
function isUnsafeAddress(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this strips before reading the scheme
  const scheme = value.replace(/[\u0000-\u0020\u007F]/g, '').toLowerCase()
  return /^(javascript|vbscript|data):/.test(scheme) && !/^data:image\/(png|jpe?g|gif|webp|avif);/.test(scheme)
}

const UNSAFE_ADDRESS =
  'is an address that runs code, which content may not hold: link to a page (/contact) or an https:// address'

/** Elements that embed other documents or run code get their own advice. */
const elementAdvice: Record<string, string> = {
  script: "a script would run on the visitor's device: describe the thing in words, or ask a developer for a part",
  style: 'styles belong to the parts, not to content: use a listed part (Section, Cards ...) for the look you need',
  iframe: 'embedded pages are not allowed: link to the page instead, with [words](https://...)',
}

/** An address the body names, where it is written: a link's or image's start, or a part's prop. */
export interface PlacedAddress {
  url: string
  line: number
  column: number
}

/** Props of the listed parts that hold a site path to follow (<ButtonLink href="/contact">, <FeatureCard href=...>). */
const LINK_PROPS = new Set(['href'])

/** Props of the listed parts that hold a picture (<PageHero image="/images/hero-brain.svg">, iconImage, src). */
export function isPictureProp(prop: string): boolean {
  return prop === 'src' || prop === 'image' || /[a-z]Image$/.test(prop)
}

export interface BodyScan {
  /** The listed parts the body places, sorted. */
  parts: string[]
  /** Every address the body links to, in the order written: Markdown links, link definitions and link props (href). Never text in code. */
  links: PlacedAddress[]
  /** Every picture the body shows, in the order written: Markdown images (and definitions only images use) and picture props (image, iconImage, src). */
  images: PlacedAddress[]
  /** Level-1 headings and PageHero parts: each gives the page an h1. */
  pageHeadings: Array<{ line: number; column: number }>
  /** The body's words where they stand, for the house style and the reading grade. */
  passages: Passage[]
  /** Errors stop the file; warnings (an old figure) do not. */
  problems: Problem[]
}

type Element = MdxJsxFlowElement | MdxJsxTextElement

/**
 * The Markdown heading that comes before the child `index` of `parent` with nothing but text between;
 * none past a part, which may show headings of its own (an accordion's questions).
 */
function headingBefore(parent: Parent, index: number): Heading | undefined {
  for (let at = index - 1; at >= 0; at--) {
    const child = parent.children[at]
    if (child.type === 'heading') return child
    if (child.type === 'mdxJsxFlowElement') return undefined
  }
  return undefined
}

/**
 * Walks the body once: every rule, with the line and column of what broke it. `knownParts` maps a
 * part's name to its file; `glossary` holds the terms <Term> may mark (null: the glossary has a
 * mistake of its own, so terms are not looked up); `today` (YYYY-MM-DD, the day of the check when
 * not given) is what the age of key facts is counted from.
 */
export function scanBody(
  file: string,
  tree: Root,
  knownParts: Record<string, string>,
  glossary: GlossaryIndex | null = null,
  options: { today?: string } = {},
): BodyScan {
  const parts = new Set<string>()
  const words = new BodyPassages()
  const pageHeadings: BodyScan['pageHeadings'] = []
  const problems: Problem[] = []
  const addresses = new BodyAddresses()
  const report = (node: { position?: { start: { line: number; column: number } } }, field: string, message: string) => {
    const start = node.position?.start ?? { line: 1, column: 1 }
    problems.push({ file, line: start.line, column: start.column, field, message, severity: 'error' })
  }

  visit(tree, (node: Nodes, _index, parent: Parent | undefined) => {
    switch (node.type) {
      case 'mdxjsEsm':
        report(
          node,
          'mdx',
          '`import` and `export` are code, which content may not hold: remove the line (parts such as <Section> need no import)',
        )
        return
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        report(
          node,
          'mdx',
          `{${node.value.trim().slice(0, 40)}} is code, which content may not hold: write the words themselves (to show a brace, write \\{ or \\})`,
        )
        return
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        checkElement(node, knownParts, parts, pageHeadings, report, words, addresses)
        if (node.name === 'StatCard') problems.push(...statCardProblems(file, node, options.today))
        if (node.name === 'Term' && Object.hasOwn(knownParts, 'Term'))
          checkTerm(node, glossary, report, marksRefused(file))
        return
      case 'heading': {
        if (node.depth === 1) pageHeadings.push(node.position?.start ?? { line: 1, column: 1 })
        const before = parent ? headingBefore(parent, _index ?? 0) : undefined
        if (before && node.depth > before.depth + 1)
          report(
            node,
            'heading',
            `a level-${node.depth} heading (${'#'.repeat(node.depth)}) right after a level-${before.depth} one (${'#'.repeat(before.depth)}, line ${before.position?.start.line ?? 1}): go down one level at a time (${'#'.repeat(before.depth + 1)}), so that screen readers can follow the page's outline`,
          )
        words.block(node, parent)
        return
      }
      case 'paragraph':
      case 'tableCell':
        words.block(node, parent)
        return
      case 'link':
      case 'image':
      case 'definition':
        if (isUnsafeAddress(node.url)) report(node, 'link', `${node.url.slice(0, 40)} ${UNSAFE_ADDRESS}`)
        else if (mailtoFault(node.url)) report(node, 'link', `the e-mail link ${mailtoFault(node.url)}`)
        else addresses.node(node)
        return
      case 'linkReference':
      case 'imageReference':
        addresses.reference(node)
        return
      case 'text': {
        const hidden = hiddenCharacterMessage(node.value)
        if (hidden) report(node, 'text', hidden)
        else if (FRONTMATTER_MARK.test(node.value)) {
          const match = FRONTMATTER_MARK.exec(node.value)!
          const before = node.value.slice(0, match.index).split('\n')
          const start = node.position?.start ?? { line: 1, column: 1 }
          const line = start.line + before.length - 1
          const column = before.length === 1 ? start.column + match.index : before[before.length - 1].length + 1
          report(
            { position: { start: { line, column } } },
            'Term',
            `${match[0]} marks a term in front-matter; in a page's text write <Term>${match[1]}</Term>`,
          )
        }
        return
      }
      case 'inlineCode':
      case 'code': {
        const hidden = hiddenCharacterMessage(node.value)
        if (hidden) report(node, 'text', hidden)
        return
      }
    }
  })
  return { parts: [...parts].sort(), ...addresses.found(), pageHeadings, passages: words.passages, problems }
}

/**
 * The links and pictures a body names, gathered on the walk. A definition ([name]: /path) is a
 * picture when only images use it (![words][name]), else a link.
 */
class BodyAddresses {
  private readonly links: PlacedAddress[] = []
  private readonly images: PlacedAddress[] = []
  private readonly definitions: Array<{ identifier: string; address: PlacedAddress }> = []
  private readonly linked = new Set<string>()
  private readonly pictured = new Set<string>()

  node(node: Link | Image | Definition) {
    const start = node.position?.start ?? { line: 1, column: 1 }
    const address = { url: node.url, line: start.line, column: start.column }
    if (node.type === 'link') this.links.push(address)
    else if (node.type === 'image') this.images.push(address)
    else this.definitions.push({ identifier: node.identifier, address })
  }

  reference(node: LinkReference | ImageReference) {
    ;(node.type === 'imageReference' ? this.pictured : this.linked).add(node.identifier)
  }

  /** A part's prop: `start` is where the prop's name stands. */
  prop(prop: string, url: string, start: { line: number; column: number }) {
    if (LINK_PROPS.has(prop)) this.links.push({ url, line: start.line, column: start.column })
    else if (isPictureProp(prop)) this.images.push({ url, line: start.line, column: start.column })
  }

  found(): Pick<BodyScan, 'links' | 'images'> {
    const links = [...this.links]
    const images = [...this.images]
    for (const { identifier, address } of this.definitions) {
      if (this.pictured.has(identifier)) images.push(address)
      if (this.linked.has(identifier) || !this.pictured.has(identifier)) links.push(address)
    }
    return { links: links.sort(byPlace), images: images.sort(byPlace) }
  }
}

const byPlace = (a: PlacedAddress, b: PlacedAddress) => a.line - b.line || a.column - b.column

/** [[term]] written in a page's text, where only <Term> explains a term. */
const FRONTMATTER_MARK = /\[\[([^[\]]+)\]\]/

/** <Term> holds the words of one term from the glossary, inside a sentence; its explanation comes from the glossary, never from the page. */
function checkTerm(
  node: Element,
  glossary: GlossaryIndex | null,
  report: (node: Element, field: string, message: string) => void,
  translated = false,
) {
  if (node.type === 'mdxJsxFlowElement') {
    report(
      node,
      'Term',
      '<Term> marks a term inside a sentence: write it on one line with the words around it, e.g. We use <Term>FDG-PET</Term> scans.',
    )
    return
  }
  if (node.attributes.length) {
    report(
      node,
      'Term',
      '<Term> takes no settings: write <Term>FDG-PET</Term>; the explanation comes from content/glossary.yaml',
    )
    return
  }
  if (!node.children.every((child) => child.type === 'text')) {
    report(
      node,
      'Term',
      '<Term> holds only the words of the term, without formatting or other parts: write <Term>FDG-PET</Term>',
    )
    return
  }
  const term = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('')
  if (!term.trim())
    report(
      node,
      'Term',
      '<Term></Term> is empty: put the term between the tags, e.g. <Term>FDG-PET</Term>, or remove them',
    )
  else if (translated) report(node, 'Term', translatedMarkMessage(term, 'part'))
  else if (glossary && !glossary.find(term)) report(node, 'Term', unknownTermMessage(term, glossary, 'part'))
}

function checkElement(
  node: Element,
  knownParts: Record<string, string>,
  parts: Set<string>,
  pageHeadings: BodyScan['pageHeadings'],
  report: (node: Element | MdxJsxAttribute | MdxJsxExpressionAttribute, field: string, message: string) => void,
  words: BodyPassages,
  addresses: BodyAddresses,
) {
  const name = node.name
  if (name === null) {
    report(node, 'mdx', '<> … </> is not needed in content: remove the empty tags and keep what is inside')
    return
  }
  if (!/^[A-Z]/.test(name)) {
    const advice =
      (Object.hasOwn(elementAdvice, name.toLowerCase()) ? elementAdvice[name.toLowerCase()] : undefined) ??
      'write it in Markdown (## for a heading, ** for bold, [words](/page) for a link), or use a listed part'
    report(node, 'mdx', `<${name}> is HTML, which content may not hold: ${advice}`)
    return
  }
  if (!Object.hasOwn(knownParts, name)) {
    report(node, 'mdx', `<${name}> is not a known part; the parts are listed in WRITING.md`)
    return
  }
  parts.add(name)
  if (name === 'PageHero') pageHeadings.push(node.position?.start ?? { line: 1, column: 1 })
  // The settings the part's component declares (lib/content/part-props.json): nothing else reaches it.
  // <Term> says in its own words that it takes no settings (checkTerm).
  const declared = Object.hasOwn(partProps, name) && name !== 'Term' ? partProps[name] : undefined
  const given = new Set<string>()
  let spread = false
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      spread = true
      report(
        attribute,
        'mdx',
        `{${attribute.value.slice(0, 40)}} on <${name}> is code, which content may not hold: write each value as name="words"`,
      )
      continue
    }
    const prop = attribute.name
    if (/^on/i.test(prop)) {
      report(
        attribute,
        prop,
        `is an event handler, which is code that content may not hold: remove it (parts that react to clicks do so by themselves)`,
      )
      continue
    }
    if (prop === 'dangerouslySetInnerHTML') {
      report(
        attribute,
        prop,
        "puts raw HTML on the page, which content may not hold: write the words between the part's tags instead",
      )
      continue
    }
    given.add(prop)
    const rule = declared && Object.hasOwn(declared, prop) ? declared[prop] : undefined
    if (declared && !rule) {
      report(
        attribute,
        prop,
        `is not a setting of <${name}>, which takes ${settingsOf(name)}: remove it, or check its spelling (WRITING.md lists each part's settings)`,
      )
      continue
    }
    const value = attribute.value
    if (value === null || value === undefined) {
      const fault = rule && valueFault(rule, kindOfValue(null))
      if (fault) report(attribute, prop, `${fault}: write ${prop}="..." or ${prop}={...}`)
      continue
    }
    if (typeof value === 'string') {
      const hidden = hiddenCharacterMessage(value)
      const fault = rule && valueFault(rule, { kind: 'text', text: value })
      if (isUnsafeAddress(value)) report(attribute, prop, `"${value.slice(0, 40)}" ${UNSAFE_ADDRESS}`)
      else if (hidden) report(attribute, prop, hidden)
      else if (fault) report(attribute, prop, fault)
      else {
        const start = attribute.position?.start ?? node.position?.start ?? { line: 1, column: 1 }
        words.prop(name, prop, value, start)
        addresses.prop(prop, value, start)
      }
      continue
    }
    const program = value.data?.estree as Program | undefined
    const statement = program?.body[0]
    const expression =
      program?.body.length === 1 && statement?.type === 'ExpressionStatement' ? statement.expression : undefined
    const fault = expression ? literalFault(expression) : 'is not a single value'
    // A fault in a text says what to write itself; code gets the list of values a prop may hold.
    const advice =
      fault === UNSAFE_ADDRESS || (fault && isHiddenCharacterMessage(fault))
        ? ''
        : ': write text in quotes, a number, true or false, or a list [...] or group {{ name: "..." }} of those'
    const kindFault = !fault && expression && rule ? valueFault(rule, kindOfValue(expression)) : null
    if (fault) report(attribute, prop, `={${value.value.trim().slice(0, 40)}} ${fault}${advice}`)
    else if (kindFault) report(attribute, prop, `={${value.value.trim().slice(0, 40)}} ${kindFault}`)
    else if (expression) {
      // href={"/contact"} and href={`/contact`} name an address as href="/contact" does.
      const text = textOf(expression)
      if (text !== null)
        addresses.prop(prop, text, attribute.position?.start ?? node.position?.start ?? { line: 1, column: 1 })
      textsOf(
        expression,
        (text, at) => words.literal(prop, text, at),
        (name, text, at) => addresses.prop(name, text, at),
      )
    }
  }
  // A setting the part cannot do without; the words between its tags are not a setting.
  for (const [prop, rule] of Object.entries(spread ? {} : (declared ?? {}))) {
    if (rule.required && !rule.kinds.includes('content') && !given.has(prop))
      report(node, name, `<${name}> needs ${prop}="...": add it (WRITING.md shows an example)`)
  }
}

/** The text a literal holds, written in quotes or between backticks without ${…}; null for any other value. */
function textOf(expression: Expression): string | null {
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0)
    return expression.quasis[0]?.value.cooked ?? null
  return null
}

/**
 * Every text in a literal value, with where it starts (estree columns count from 0); and every
 * address a group inside it names (items={[{ href: "/contact", image: "/images/x.svg" }]}), so
 * links and pictures in a list are checked like those written as a part's own setting.
 */
function textsOf(
  expression: Expression,
  found: (text: string, at: { line: number; column: number }) => void,
  named: (prop: string, text: string, at: { line: number; column: number }) => void,
) {
  const text = textOf(expression)
  if (text !== null && expression.loc)
    found(text, { line: expression.loc.start.line, column: expression.loc.start.column + 1 })
  if (expression.type === 'ArrayExpression')
    for (const element of expression.elements)
      if (element && element.type !== 'SpreadElement') textsOf(element, found, named)
  if (expression.type === 'ObjectExpression') {
    for (const property of expression.properties) {
      if (property.type !== 'Property') continue
      const value = property.value as Expression
      const name =
        property.key.type === 'Identifier'
          ? property.key.name
          : property.key.type === 'Literal'
            ? String(property.key.value)
            : null
      const inner = textOf(value)
      if (name !== null && inner !== null && property.key.loc)
        named(name, inner, { line: property.key.loc.start.line, column: property.key.loc.start.column + 1 })
      textsOf(value, found, named)
    }
  }
}

/** Why an expression is not a literal value (string, number, boolean, null, or a list or group of those), or null when it is one. */
function literalFault(expression: Expression): string | null {
  switch (expression.type) {
    case 'Literal': {
      const value = expression.value
      if (value instanceof RegExp || typeof value === 'bigint') return 'is not a plain value'
      if (typeof value === 'string') {
        if (isUnsafeAddress(value)) return UNSAFE_ADDRESS
        const hidden = hiddenCharacterMessage(value)
        if (hidden) return hidden
      }
      return null
    }
    case 'UnaryExpression':
      return expression.operator === '-' &&
        expression.argument.type === 'Literal' &&
        typeof expression.argument.value === 'number'
        ? null
        : 'is a calculation, which is code'
    case 'TemplateLiteral': {
      // Text between backticks is text: checked as text in quotes is.
      if (expression.expressions.length) return 'holds ${…}, which is code'
      const text = textOf(expression)
      if (text === null) return 'is not a plain value'
      if (isUnsafeAddress(text)) return UNSAFE_ADDRESS
      return hiddenCharacterMessage(text)
    }
    case 'ArrayExpression':
      for (const element of expression.elements) {
        if (!element || element.type === 'SpreadElement') return 'has an empty or spread item'
        const fault = literalFault(element)
        if (fault) return fault
      }
      return null
    case 'ObjectExpression':
      for (const property of expression.properties) {
        if (
          property.type !== 'Property' ||
          property.computed ||
          property.method ||
          property.shorthand ||
          property.kind !== 'init'
        )
          return 'has an entry that is not name: value'
        if (property.key.type === 'Identifier' && /^on/i.test(property.key.name))
          return `has ${property.key.name}, an event handler, which is code`
        if (
          property.value.type === 'AssignmentPattern' ||
          property.value.type === 'ObjectPattern' ||
          property.value.type === 'ArrayPattern' ||
          property.value.type === 'RestElement'
        )
          return 'is not a plain value'
        const fault = literalFault(property.value as Expression)
        if (fault) return fault
      }
      return null
    default:
      return 'is code, which content may not hold'
  }
}
