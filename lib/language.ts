/**
 * The site's languages: English at today's addresses, Spanish under /es/. A translation is a file
 * beside its source's folder structure (content/es/conditions/stroke.mdx translates
 * content/conditions/stroke.mdx), with the same schema; this module maps files and addresses
 * between the two.
 */

/** Every language the site publishes; the first is the source language, at the site's root. */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]
export const SOURCE_LANGUAGE: Language = 'en'

/** Each language's tag for hreflang and <html lang>, its Open Graph locale, and its own name (for the switcher). */
export const languageNames: Record<Language, { locale: string; name: string }> = {
  en: { locale: 'en_US', name: 'English' },
  es: { locale: 'es_US', name: 'Español' },
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

const TRANSLATION_FILE = /^(\/?content\/)(es)\/(.+)$/

/** content/es/conditions/stroke.mdx → "es"; every other file is in the source language. */
export function languageOfFile(file: string): Language {
  const match = TRANSLATION_FILE.exec(file)
  return match ? (match[2] as Language) : SOURCE_LANGUAGE
}

/** The file a translation translates: content/es/conditions/stroke.mdx → content/conditions/stroke.mdx; a source file is its own. */
export function sourceFileOf(file: string): string {
  const match = TRANSLATION_FILE.exec(file)
  return match ? `${match[1]}${match[3]}` : file
}

/** Where a source file's translation into `language` lives: content/conditions/stroke.mdx → content/es/conditions/stroke.mdx. */
export function translationFileOf(file: string, language: Language): string {
  const source = sourceFileOf(file)
  return language === SOURCE_LANGUAGE ? source : source.replace(/^(\/?content\/)/, `$1${language}/`)
}

/** A source-language address in `language`: "/" → "/es", "/conditions/stroke" → "/es/conditions/stroke". */
export function addressIn(language: Language, address: string): string {
  if (language === SOURCE_LANGUAGE) return address
  return address === '/' ? `/${language}` : `/${language}${address}`
}

/** An address's language and the address of the same page in the source language: "/es/contact" → es, "/contact". */
export function splitAddress(address: string): { language: Language; address: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(address)
  if (match && match[1] !== SOURCE_LANGUAGE && isLanguage(match[1]))
    return { language: match[1], address: match[2] || '/' }
  return { language: SOURCE_LANGUAGE, address }
}

/**
 * The language of the page being rendered. The browser reads it from <html lang>; the server's
 * renderer says where to read it (renderer/+onRenderHtml.tsx), so every shared part takes the words
 * of the page's language (lib/site.ts) and every list its entries (lib/content/collections.ts)
 * without passing the language down.
 */
let languageInForce: () => Language = () => {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang
  return isLanguage(lang) ? lang : SOURCE_LANGUAGE
}

export function readLanguageFrom(read: () => Language): void {
  languageInForce = read
}

export function currentLanguage(): Language {
  return languageInForce()
}
