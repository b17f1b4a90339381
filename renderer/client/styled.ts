/**
 * styled-components for the browser, without its runtime (about 11 kB gzip less on every page
 * with widgets). The server renders every page with styled-components and writes all the CSS the
 * page needs into it; in the browser's build this module stands in for the package
 * (`browserStyled` in lib/styled-ids.ts), so an island's elements get the same class names,
 * computed as styled-components computes them (a hash of the component's fixed id and of its CSS
 * text), and no CSS is computed or written again.
 *
 * What only the browser shows (a toast, a field's error) has its CSS written by the server too:
 * see `browserOnly` in renderer/islands.tsx. tests/unit/browser-styled.test.tsx renders every
 * island with both and compares them.
 *
 * It covers what the components use: `styled.tag` and `styled(Component)` with a fixed
 * componentId, template literals with `css` fragments, functions of props, and other styled
 * components as selectors.
 */
import { createElement, type ReactElement } from 'react'

/** The package's version: its hashes start from it (defined by lib/styled-ids.ts). */
declare const __STYLED_COMPONENTS_VERSION__: string

type Props = Record<string, unknown>
type Interpolation =
  string | number | boolean | null | undefined | StyledComponent | ((context: Props) => Interpolation) | Interpolation[]
type Target = string | ((props: Props) => ReactElement | null)

interface StyledComponent {
  (props: Props): ReactElement
  styledComponentId: string
  foldedComponentIds: string
  target: Target
  /** The class names for these props, the folded components' first. */
  names: (context: Props) => string
}

const EMPTY_THEME = Object.freeze({})

/** styled-components' hash (utils/hash.ts). */
function phash(hash: number, text: string): number {
  let index = text.length
  while (index) hash = (hash * 33) ^ text.charCodeAt(--index)
  return hash
}

const SEED = phash(5381, __STYLED_COMPONENTS_VERSION__)

/** A hash as letters, as styled-components writes class names (utils/generateAlphabeticName.ts). */
function alphabetic(code: number): string {
  const letter = (value: number) => String.fromCharCode(value + (value > 25 ? 39 : 97))
  let name = ''
  let rest = Math.abs(code)
  for (; rest > 52; rest = (rest / 52) | 0) name = letter(rest % 52) + name
  return (letter(rest % 52) + name).replace(/(a)(d)/gi, '$1-$2')
}

function isStyled(value: unknown): value is StyledComponent {
  return typeof value === 'function' && typeof (value as Partial<StyledComponent>).styledComponentId === 'string'
}

function joinNames(first: string, second: string): string {
  return first && second ? `${first} ${second}` : first || second
}

/** One interpolation as CSS text, with `context` for functions of props (utils/flatten.ts). */
function cssText(chunk: Interpolation, context: Props): string {
  if (chunk === undefined || chunk === null || chunk === false || chunk === '') return ''
  if (typeof chunk === 'string') return chunk
  if (isStyled(chunk)) return `.${chunk.styledComponentId}`
  if (typeof chunk === 'function') return cssText(chunk(context), context)
  if (Array.isArray(chunk)) return chunk.map((part) => cssText(part, context)).join('')
  return String(chunk)
}

/**
 * A `css` fragment: the template's strings and values in order, with nested fragments and styled
 * components resolved at once and functions of props kept for each render.
 */
export function css(strings: TemplateStringsArray, ...values: Interpolation[]): Interpolation[] {
  const rules: Interpolation[] = []
  const add = (chunk: Interpolation) => {
    if (chunk === undefined || chunk === null || chunk === false || chunk === '') return
    if (isStyled(chunk)) rules.push(`.${chunk.styledComponentId}`)
    else if (Array.isArray(chunk)) chunk.forEach(add)
    else if (typeof chunk === 'function' || typeof chunk === 'string') rules.push(chunk)
    else rules.push(String(chunk))
  }
  strings.forEach((text, index) => {
    add(text)
    if (index < values.length) add(values[index])
  })
  return rules
}

function create(
  tag: Target | StyledComponent,
  componentId: string | undefined,
  rules: Interpolation[],
): StyledComponent {
  if (!componentId)
    throw new Error(
      'A styled component reached the browser without a fixed componentId; lib/styled-ids.ts gives one to every `const Name = styled…` in components/',
    )
  const base = isStyled(tag) ? tag : undefined
  const baseHash = phash(SEED, componentId)
  const cache = new Map<string, string>()

  const names = (context: Props): string => {
    const text = rules.map((rule) => cssText(rule, context)).join('')
    let own = ''
    if (text) {
      own = cache.get(text) ?? alphabetic(phash(baseHash, text) >>> 0)
      cache.set(text, own)
    }
    return joinNames(base ? base.names(context) : '', own)
  }

  const Component = ((props: Props) => {
    const theme = (props.theme as object | undefined) ?? EMPTY_THEME
    const context: Props = { ...props, className: undefined, theme }
    if (typeof props.className === 'string') context.className = props.className
    const generated = names(context)
    const element = (context.as as Target | undefined) ?? Component.target
    const isTag = typeof element === 'string'
    const forwarded: Props = {}
    for (const key in context) {
      if (key[0] === '$' || key === 'as' || (key === 'theme' && context.theme === theme)) continue
      if (key === 'forwardedAs') {
        if (context.forwardedAs !== undefined) forwarded.as = context.forwardedAs
      } else if (context[key] === undefined) {
        if (key !== 'className' && !isTag) forwarded[key] = undefined
      } else forwarded[key] = context[key]
    }
    let classes = joinNames(Component.foldedComponentIds, componentId)
    if (generated) classes += ` ${generated}`
    if (context.className) classes += ` ${String(context.className)}`
    forwarded[isTag && element.includes('-') ? 'class' : 'className'] = classes
    return createElement(element, forwarded)
  }) as StyledComponent

  Component.styledComponentId = componentId
  Component.foldedComponentIds = base ? joinNames(base.foldedComponentIds, base.styledComponentId) : ''
  Component.target = base ? base.target : (tag as Target)
  Component.names = names
  Component.toString = () => `.${componentId}`
  return Component
}

interface Constructor {
  (strings: TemplateStringsArray, ...values: Interpolation[]): StyledComponent
  withConfig: (options: { componentId?: string }) => Constructor
}

function constructor(tag: Target | StyledComponent, componentId?: string): Constructor {
  const make = (strings: TemplateStringsArray, ...values: Interpolation[]) =>
    create(tag, componentId, css(strings, ...values))
  return Object.assign(make, {
    withConfig: (options: { componentId?: string }) => constructor(tag, options.componentId ?? componentId),
  })
}

/** `styled.div` and `styled(Component)`. */
const styled = new Proxy(constructor as unknown as Record<string, Constructor> & ((tag: Target) => Constructor), {
  get: (target, tag) => (typeof tag === 'string' ? constructor(tag) : Reflect.get(target, tag)),
  apply: (_target, _this, [tag]: [Target]) => constructor(tag),
})

export default styled
