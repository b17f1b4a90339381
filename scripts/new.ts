// `npm run new <kind> "<Title>"`: starts a new content file, a draft, with every required field filled
// with an example to replace, and a short example body (the check refuses the examples once the file
// is no longer a draft). The id (file name) comes from the title by the
// site's slug rule. It never overwrites a file. A picture field names a picture that exists in
// public/images/, so a new file passes the check before its own picture is added.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { slugify } from '../lib/slug'
import { runContentTool } from '../lib/content/tool-error'
import { folderOf, kindNames, kinds, template } from '../lib/content/templates'
import { nextOrder, contentText } from '../lib/content/store'
import { isTranslation, startTranslation } from '../lib/content/translations'
import { isLanguage, LANGUAGES, SOURCE_LANGUAGE, translationFileOf } from '../lib/language'

// The templates live in lib/content/templates.ts, which the check reads too.
export { kinds, template }

/**
 * `npm run new translation es content/conditions/sleep.mdx`: starts content/es/conditions/sleep.mdx
 * from its source, with the source's words to translate, the record of the version it follows, and
 * draft: true until it is translated.
 */
function newTranslation(language: string | undefined, source: string | undefined) {
  const root = resolve(import.meta.dirname, '..')
  const sourceFile = source?.replace(/^\.\//, '')
  if (
    !isLanguage(language) ||
    language === SOURCE_LANGUAGE ||
    !sourceFile ||
    !/^content\/.+\.mdx$/.test(sourceFile) ||
    isTranslation(sourceFile)
  ) {
    console.error(
      `Usage: npm run new translation <${LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).join('|')}> content/<folder>/<file>.mdx`,
    )
    process.exit(2)
  }
  const target = translationFileOf(sourceFile, language)
  if (!existsSync(resolve(root, sourceFile))) {
    console.error(`${sourceFile} does not exist; nothing was written.`)
    process.exit(1)
  }
  if (existsSync(resolve(root, target))) {
    console.error(
      `${target} already exists; nothing was written. Once it follows its source again, run npm run translated -- ${target}`,
    )
    process.exit(1)
  }
  mkdirSync(dirname(resolve(root, target)), { recursive: true })
  writeFileSync(resolve(root, target), startTranslation(sourceFile, contentText(root, sourceFile)), {
    flag: 'wx',
  })
  console.log(
    `Wrote ${target}, a draft with the English words of ${sourceFile}. Translate it, remove draft: true, and check with npm run check.`,
  )
}

function main() {
  if (process.argv[2] === 'translation') return newTranslation(process.argv[3], process.argv[4])
  const [kind, title] = process.argv.slice(2)
  const collection = kind ? folderOf(kind) : undefined
  if (!collection || !title?.trim()) {
    console.error(
      `Usage: npm run new <${kindNames.join('|')}> "<Title>", or npm run new translation es content/<folder>/<file>.mdx`,
    )
    process.exit(2)
  }
  // CONTENT_DIR points elsewhere for trying it out (the tests use a temporary folder).
  const folder = resolve(process.env.CONTENT_DIR ?? resolve(import.meta.dirname, '../content'), collection)
  const id = slugify(title)
  const file = join(folder, `${id}.mdx`)
  const shown = `content/${collection}/${id}.mdx`
  if (existsSync(file)) {
    console.error(`${shown} already exists; nothing was written. Choose another title or edit that file.`)
    process.exit(1)
  }
  mkdirSync(folder, { recursive: true })
  writeFileSync(file, template(kind, title.trim(), nextOrder(folder), new Date().toISOString().slice(0, 10)), {
    flag: 'wx',
  })
  console.log(`Wrote ${shown}. Replace the example values, then preview with npm run dev and check with npm run check.`)
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  await runContentTool('npm run new', main)
