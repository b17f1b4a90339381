/** The one slug rule of the site: lowercase, every run of non-alphanumeric characters becomes one hyphen, no hyphen at either end. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
