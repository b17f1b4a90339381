// `npm run docs:content`: rewrites the field tables in WRITING.md from the content schemas, and the
// props each placeable part takes (lib/content/part-props.json) from the components' types.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { contentExamples, withFieldsReference } from '../lib/content/docs'
import { PART_PROPS_FILE, partPropsText, readPartProps } from '../lib/content/part-props-source'

const root = resolve(import.meta.dirname, '..')
const file = resolve(root, 'WRITING.md')
const before = readFileSync(file, 'utf8')
const after = withFieldsReference(before, await contentExamples(root))
writeFileSync(file, after)
console.log(
  after === before ? 'WRITING.md was already up to date.' : 'WRITING.md field tables rewritten from the schemas.',
)

const propsFile = resolve(root, PART_PROPS_FILE)
const props = partPropsText(readPartProps(root))
const old = readFileSync(propsFile, { encoding: 'utf8', flag: 'a+' })
writeFileSync(propsFile, props)
console.log(
  old === props
    ? `${PART_PROPS_FILE} was already up to date.`
    : `${PART_PROPS_FILE} rewritten from the components' props.`,
)
