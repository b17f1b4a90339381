// Each new message of the inbox, sent on to the clinic's address when the server is given SMTP
// settings in its environment (nodemailer). The inbox keeps the message either way: e-mail is a
// copy, so a mail server that is down loses nothing.
import nodemailer from 'nodemailer'

/**
 * The SMTP settings of `env`, or null when SMTP_HOST is unset: SMTP_HOST, SMTP_PORT (587),
 * SMTP_SECURE (true for port 465), SMTP_USER and SMTP_PASSWORD, INBOX_MAIL_TO (the clinic's address)
 * and INBOX_MAIL_FROM (the sender the mail server accepts; INBOX_MAIL_TO by default).
 */
export function mailSettings(env) {
  if (!env.SMTP_HOST) return null
  if (!env.INBOX_MAIL_TO) throw new Error('SMTP_HOST is set but INBOX_MAIL_TO is not: say where messages go')
  const port = Number(env.SMTP_PORT ?? 587)
  return {
    transport: {
      host: env.SMTP_HOST,
      port,
      secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
      ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } } : {}),
    },
    to: env.INBOX_MAIL_TO,
    from: env.INBOX_MAIL_FROM ?? env.INBOX_MAIL_TO,
  }
}

/** The e-mail of message `id`: the form in its subject, every field in its text. */
export function messageMail(id, form, fields) {
  const subject = form === 'contact' ? `Contact form #${id}: ${fields.subject ?? ''}` : `Newsletter sign-up #${id}`
  const text = Object.entries(fields)
    .map(([name, value]) => `${name}:\n${value}`)
    .join('\n\n')
  return { subject, text, ...(fields.email ? { replyTo: fields.email } : {}) }
}

/** Sends message `id` to the clinic's address. */
export async function forwardByMail(settings, id, form, fields) {
  const transport = nodemailer.createTransport(settings.transport)
  try {
    await transport.sendMail({ from: settings.from, to: settings.to, ...messageMail(id, form, fields) })
  } finally {
    transport.close()
  }
}
