/** The emergency line's words cut at its {emergency} and {crisis} places, so each number can be a link that dials it. */
type EmergencyLinePart = { text: string } | { dial: string; which: 'emergency' | 'crisis' }

export function emergencyLineParts(
  template: string,
  numbers: { emergency: string; crisis: string },
): EmergencyLinePart[] {
  const parts: EmergencyLinePart[] = []
  let rest = 0
  for (const match of template.matchAll(/\{(emergency|crisis)\}/g)) {
    if (match.index > rest) parts.push({ text: template.slice(rest, match.index) })
    const which = match[1] as 'emergency' | 'crisis'
    parts.push({ dial: numbers[which], which })
    rest = match.index + match[0].length
  }
  if (rest < template.length) parts.push({ text: template.slice(rest) })
  return parts
}
