/**
 * Reads, with the TypeScript compiler, the props each placeable part declares (its component's
 * first parameter in components/<file>.tsx) and what each may hold: text, a number, true or false,
 * one of a few words, or a list or group. The content check reads the result from
 * lib/content/part-props.json, written by `npm run docs:content`; a unit test fails when the
 * file and the components disagree. A part that takes HTML's attributes (more than a part declares
 * by hand) or any name at all is refused here, so no part can pass a writer's attribute to the page.
 */
import ts from 'typescript'
import { join } from 'node:path'
import { mdxParts } from '../../components/mdx-components'

export type PropKind = 'text' | 'number' | 'boolean' | 'list' | 'group' | 'content' | 'any'

export interface PropRule {
  kinds: PropKind[]
  /** The words a prop may hold, when its type lists them ('primary' | 'secondary'). */
  values?: string[]
  required?: boolean
}

export type PartProps = Record<string, Record<string, PropRule>>

/** Where the props are kept for the check, and the text written there. */
export const PART_PROPS_FILE = 'lib/content/part-props.json'
export const partPropsText = (props: PartProps) => `${JSON.stringify(props, null, 2)}\n`

/** Props a part takes from the site's own parts only: the class a part that restyles it gives it. Content never sets them. */
const SITE_ONLY_PROPS = new Set(['className', 'key', 'ref'])

/** More props than any part declares by hand: a type this wide takes HTML's attributes. */
const MAX_DECLARED = 40

function kindsOf(type: ts.Type, checker: ts.TypeChecker): { kinds: Set<PropKind>; values: string[] } {
  const kinds = new Set<PropKind>()
  const values: string[] = []
  const parts = type.isUnion() ? type.types : [type]
  for (const part of parts) {
    const flags = part.getFlags()
    if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)) continue
    if (flags & ts.TypeFlags.StringLiteral) values.push((part as ts.StringLiteralType).value)
    else if (flags & ts.TypeFlags.String || flags & ts.TypeFlags.TemplateLiteral) kinds.add('text')
    else if (flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) kinds.add('number')
    else if (flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) kinds.add('boolean')
    else if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) kinds.add('any')
    else if (checker.isArrayType(part) || checker.isTupleType(part)) kinds.add('list')
    else {
      const name = checker.typeToString(part)
      // What renders between a part's tags (React's nodes and elements) is content, never a setting.
      if (
        /^(ReactNode|ReactElement|JSX\.Element|ReactPortal|Iterable<ReactNode>|string \| number|bigint)/.test(name) ||
        /React/.test(name)
      )
        kinds.add('content')
      else if (part.getCallSignatures().length) kinds.add('any')
      else kinds.add('group')
    }
  }
  if (values.length && !kinds.has('text')) kinds.add('text')
  else values.length = 0
  return { kinds, values }
}

/** Every placeable part's props, read from the components' types under `root`. */
export function readPartProps(root: string): PartProps {
  const files = [...new Set(Object.values(mdxParts))].map((file) => join(root, 'components', `${file}.tsx`))
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile)
  const options = ts.parseJsonConfigFileContent(config.config, ts.sys, root).options
  const program = ts.createProgram(files, { ...options, noEmit: true })
  const checker = program.getTypeChecker()
  const result: PartProps = {}
  for (const [part, file] of Object.entries(mdxParts).sort(([a], [b]) => a.localeCompare(b))) {
    const source = program.getSourceFile(join(root, 'components', `${file}.tsx`))
    const module = source && checker.getSymbolAtLocation(source)
    const exported = module && checker.getExportsOfModule(module).find((symbol) => symbol.getName() === part)
    if (!source || !exported)
      throw new Error(`components/${file}.tsx exports no ${part}, which components/mdx-components.tsx lists`)
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    const type = checker.getTypeOfSymbolAtLocation(symbol, source)
    // A function component, or the function of a ComponentType<P> (a class or a function).
    const members = type.isUnion() ? type.types : [type]
    const signature = members.flatMap((member) => member.getCallSignatures())[0]
    if (!signature)
      throw new Error(`cannot read the props of ${part} (components/${file}.tsx): export it as a function component`)
    const parameter = signature.getParameters()[0]
    const props: Record<string, PropRule> = {}
    if (parameter) {
      const propsType = checker.getTypeOfSymbolAtLocation(parameter, source)
      if (propsType.getStringIndexType() || propsType.getNumberIndexType())
        throw new Error(`${part} (components/${file}.tsx) takes props of any name: declare each prop it takes`)
      const declared = checker.getPropertiesOfType(propsType)
      if (declared.length > MAX_DECLARED)
        throw new Error(
          `${part} (components/${file}.tsx) takes ${declared.length} props, HTML's attributes among them: declare only the props it uses, and pass none on to the page unread`,
        )
      for (const property of declared) {
        const name = property.getName()
        if (SITE_ONLY_PROPS.has(name)) continue
        const { kinds, values } = kindsOf(checker.getTypeOfSymbolAtLocation(property, source), checker)
        const rule: PropRule = { kinds: [...kinds].sort() }
        if (values.length) rule.values = values.sort()
        if (!(property.flags & ts.SymbolFlags.Optional)) rule.required = true
        props[name] = rule
      }
    }
    result[part] = Object.fromEntries(Object.entries(props).sort(([a], [b]) => a.localeCompare(b)))
  }
  return result
}
