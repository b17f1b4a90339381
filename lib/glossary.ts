/** The glossary (content/glossary.yaml), checked against its schema when the site is built, for the parts that explain terms. */
import glossaryData from '../content/glossary.yaml'
import { glossaryIndex } from './content/glossary'
import type { Glossary } from './content/schema'

export const glossary = glossaryIndex(glossaryData as Glossary)
