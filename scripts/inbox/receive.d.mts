// Types of scripts/inbox/receive.mjs for the tests that import it.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FormName, InboxStore } from './store.mjs'

export const BODY_LIMIT_BYTES: number
export const RATE_LIMIT: number
export const RATE_WINDOW_MS: number
export function rateLimiter(options?: {
  limit?: number
  windowMs?: number
  maxAddresses?: number
}): (address: string, now?: number) => boolean
export interface Inbox {
  folder: string
  store: InboxStore
  allowed: (address: string) => boolean
  forward: (id: number, form: FormName, fields: Record<string, string>) => void
  formAt(pathname: string | null, basePath: string): FormName | null
  close(): void
}
export function startInbox(options?: {
  folder?: string
  days?: number
  env?: Record<string, string | undefined>
}): Inbox
export function receiveForm(
  inbox: Inbox,
  form: FormName,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void>
