// Types of scripts/serve.mjs for the tests that import it.
import type { Server } from 'node:http'

export function chooseEncoding(acceptEncoding?: string): 'br' | 'gzip' | null
export function parseHeaders(text: string): Array<{ pattern: string; headers: Array<[string, string]> }>
export function parseRedirects(text: string): Array<{ from: string; to: string; status: number; force: boolean }>
export function createSiteServer(options: { root: string; base?: string }): Server
export function serveBuild(): Server
