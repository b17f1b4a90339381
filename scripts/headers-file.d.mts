// Types of scripts/headers-file.mjs for the TypeScript that imports it.
export function parseHeaders(text: string): Array<{ pattern: string; headers: Array<[string, string]> }>
