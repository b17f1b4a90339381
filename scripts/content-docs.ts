// `npm run docs:content`: rewrites the field tables in WRITING.md from the content schemas.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { contentExamples, withFieldsReference } from '../lib/content/docs'

const file = resolve(import.meta.dirname, '../WRITING.md')
const before = readFileSync(file, 'utf8')
const after = withFieldsReference(before, await contentExamples(resolve(import.meta.dirname, '..')))
writeFileSync(file, after)
console.log(after === before ? 'WRITING.md was already up to date.' : 'WRITING.md field tables rewritten from the schemas.')
