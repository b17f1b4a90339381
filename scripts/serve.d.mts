// Types of scripts/serve.mjs for the tests that import it.
import type { Server } from 'node:http'

export function chooseEncoding(acceptEncoding?: string): 'br' | 'gzip' | null
/** The decoded path a request target names, or null when it is not the path's one canonical spelling. */
export function canonicalPath(target?: string): string | null
export function parseHeaders(text: string): Array<{ pattern: string; headers: Array<[string, string]> }>
export function parseRedirects(text: string): Array<{ from: string; to: string; status: number; force: boolean }>
export function createSiteServer(options: {
  root: string
  base?: string
  /** Milliseconds a client has to send a request's headers (default 10 s). */
  headersTimeout?: number
  /** Milliseconds a client has to send a whole request, and the most a response may stall (default 30 s). */
  requestTimeout?: number
  /** Milliseconds an idle kept-alive connection stays open (default 5 s). */
  keepAliveTimeout?: number
  /** Simultaneous connections one remote address may hold; more are closed at once (default 128). */
  maxConnectionsPerAddress?: number
  /** Pipelined requests one connection may have waiting for their answers; past it, the connection is closed (default 64). */
  maxPipelinedRequests?: number
  /** The forms' inbox (scripts/inbox/receive.mjs startInbox); none: posts are refused as any other. */
  inbox?: import('./inbox/receive.mjs').Inbox | null
}): Server
export function serveBuild(): Server
