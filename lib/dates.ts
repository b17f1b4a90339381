/** The one way a day from content is written on the page, in the page's language. */
import { currentLanguage, languageNames, type Language } from './language'

const formats = new Map<Language, Intl.DateTimeFormat>()

/**
 * "2026-09-15" → "September 15, 2026" on an English page, "15 de septiembre de 2026" on a Spanish
 * one: the same on the server and in every visitor's time zone.
 */
export function formatDay(day: string, language: Language = currentLanguage()): string {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(languageNames[language].locale.replace('_', '-'), {
      dateStyle: 'long',
      timeZone: 'UTC',
    })
    formats.set(language, format)
  }
  return format.format(new Date(`${day}T00:00:00Z`))
}
