// Types of scripts/inbox/store.mjs for the tests that import it.
export type FormName = 'contact' | 'newsletter'
export interface StoredMessage {
  id: number
  form: FormName
  received: string
  fields: Record<string, string>
  handled: string | null
}
export interface InboxStore {
  file: string
  add(form: FormName, fields: Record<string, string>, now?: Date): number
  list(options?: { all?: boolean }): StoredMessage[]
  get(id: number): StoredMessage | undefined
  markHandled(id: number, now?: Date): boolean
  purge(days: number, now?: Date): number
  close(): void
}
export const FORMS: Record<FormName, { required: string[]; optional: string[] }>
export const FIELD_LIMITS: { message: number; other: number }
export function inboxFolder(env?: Record<string, string | undefined>): string
export function databaseFile(folder: string): string
export function openInbox(folder?: string): InboxStore
export function formFieldsOf(
  form: FormName,
  body: Record<string, unknown>,
): { fields: Record<string, string>; refused?: undefined } | { refused: string; fields?: undefined }
