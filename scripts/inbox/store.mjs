// The forms' inbox: every message the contact and newsletter forms post to the site's own server
// (`npm start`), kept in an embedded SQLite database (libsql: its binary comes as a package, no build
// step) in a folder outside the served files. A message is written, and the disk has it, before the
// server answers that it was sent. Messages are health information: the folder and the database are
// readable by their owner only, and nothing here logs what a message says.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { join, resolve } from 'node:path'
import Database from 'libsql'

/** The forms the server takes, by the last part of their address (`/forms/contact`), and the fields each keeps. */
export const FORMS = {
  contact: { required: ['name', 'email', 'subject', 'message'], optional: ['phone'] },
  newsletter: { required: ['email'], optional: [] },
}

/** The longest a field may be, in characters: a message gets room for a long story, the rest a line. */
export const FIELD_LIMITS = { message: 10_000, other: 500 }

/** Where the inbox lives unless FORMS_DIR says otherwise: beside the project, never in what is served. */
export function inboxFolder(env = process.env) {
  return resolve(import.meta.dirname, '..', '..', env.FORMS_DIR ?? 'data/forms')
}

/** The database file inside `folder`. */
export const databaseFile = (folder) => join(folder, 'messages.db')

/**
 * Opens (or makes) the inbox in `folder`. Writes are synchronous and durable (WAL, synchronous=FULL):
 * when `add` returns, a crash of the process or the machine keeps the message.
 */
export function openInbox(folder = inboxFolder()) {
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  chmodSync(folder, 0o700)
  const file = databaseFile(folder)
  // SQLite gives its journal files the database file's permissions: make it owner-only before it opens.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600))
  chmodSync(file, 0o600)
  const db = new Database(file)
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
    CREATE TABLE IF NOT EXISTS messages (
      id INTEGER PRIMARY KEY,
      form TEXT NOT NULL,
      received TEXT NOT NULL,
      fields TEXT NOT NULL,
      handled TEXT
    );
  `)
  const insert = db.prepare('INSERT INTO messages (form, received, fields) VALUES (?, ?, ?)')
  const row = (record) => record && { ...record, fields: JSON.parse(record.fields) }
  return {
    file,
    /** Stores one message; returns its number once the disk has it. */
    add(form, fields, now = new Date()) {
      return Number(insert.run(form, now.toISOString(), JSON.stringify(fields)).lastInsertRowid)
    },
    /** Messages, oldest first: only those not yet handled unless `all`. */
    list({ all = false } = {}) {
      return db
        .prepare(`SELECT * FROM messages ${all ? '' : 'WHERE handled IS NULL'} ORDER BY id`)
        .all()
        .map(row)
    },
    get(id) {
      return row(db.prepare('SELECT * FROM messages WHERE id = ?').get(id))
    },
    /** Marks a message handled; false when there is no such message. */
    markHandled(id, now = new Date()) {
      return db.prepare('UPDATE messages SET handled = ? WHERE id = ?').run(now.toISOString(), id).changes > 0
    },
    /** Deletes handled messages received more than `days` days ago; returns how many. */
    purge(days, now = new Date()) {
      const before = new Date(now.getTime() - days * 86_400_000).toISOString()
      return db.prepare('DELETE FROM messages WHERE handled IS NOT NULL AND received < ?').run(before).changes
    },
    close() {
      db.close()
    },
  }
}

/**
 * The fields of a post to `form`, or the reason it is refused: every required field there, none
 * longer than its limit; fields the form does not have are dropped.
 */
export function formFieldsOf(form, body) {
  const spec = FORMS[form]
  const fields = {}
  for (const name of [...spec.required, ...spec.optional]) {
    const value = typeof body[name] === 'string' ? body[name].trim() : ''
    if (!value && spec.required.includes(name)) return { refused: `the field "${name}" is missing` }
    const limit = name === 'message' ? FIELD_LIMITS.message : FIELD_LIMITS.other
    if (value.length > limit) return { refused: `the field "${name}" is longer than ${limit} characters` }
    if (value) fields[name] = value
  }
  if (fields.email && !/^[^\s@]+@[^\s@]+$/.test(fields.email)) return { refused: 'the e-mail address is not one' }
  return { fields }
}
