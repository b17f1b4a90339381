/** The writers' order of a list: `order` first, then newest `date` first (posts), then name or id. */
export function inListOrder(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const order = (entry: Record<string, unknown>) =>
    typeof entry.order === 'number' ? entry.order : Number.MAX_SAFE_INTEGER
  const text = (entry: Record<string, unknown>, key: string) =>
    typeof entry[key] === 'string' ? (entry[key] as string) : ''
  return (
    order(a) - order(b) ||
    text(b, 'date').localeCompare(text(a, 'date')) ||
    text(a, 'name').localeCompare(text(b, 'name')) ||
    text(a, 'id').localeCompare(text(b, 'id'))
  )
}
