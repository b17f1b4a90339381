// Types of scripts/inbox/mail.mjs for the tests that import it.
export interface MailSettings {
  transport: { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } }
  to: string
  from: string
}
export function mailSettings(env: Record<string, string | undefined>): MailSettings | null
export function messageMail(
  id: number,
  form: string,
  fields: Record<string, string>,
): { subject: string; text: string; replyTo?: string }
export function forwardByMail(
  settings: MailSettings,
  id: number,
  form: string,
  fields: Record<string, string>,
): Promise<void>
