// Types of scripts/file-digests.mjs for the tests that import it.
export function fileDigests(dir: string): Map<string, string>
export function differingFiles(a: Map<string, string>, b: Map<string, string>): string[]
