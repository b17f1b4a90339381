// `npm run inbox`: the clinic's staff read what the site's forms received (scripts/inbox/).
//   npm run inbox                 lists the messages not yet handled
//   npm run inbox show <number>   shows one message in full
//   npm run inbox handled <number>  marks it handled (kept, then deleted after forms.retentionDays)
//   npm run inbox export [--all]  writes the messages not yet handled (or all) as JSON to the terminal
// FORMS_DIR names the inbox's folder when it is not data/forms.
import { existsSync } from 'node:fs'
import { retentionDays } from './inbox/settings.mjs'
import { databaseFile, inboxFolder, openInbox } from './inbox/store.mjs'

const [command = 'list', argument] = process.argv.slice(2)
const folder = inboxFolder()
if (!existsSync(databaseFile(folder))) {
  console.log(`No messages yet: the inbox (${folder}) is made when the site's server (npm start) first runs.`)
  process.exit(0)
}
const inbox = openInbox(folder)
const purged = inbox.purge(retentionDays())
if (purged) console.log(`${purged} handled message(s) older than ${retentionDays()} days deleted.`)

const number = () => {
  const id = Number(argument)
  if (!Number.isInteger(id) || id < 1) {
    console.error(`Say which message: npm run inbox ${command} <number> (the numbers are in npm run inbox).`)
    process.exit(2)
  }
  return id
}
const summary = (message) =>
  message.form === 'contact'
    ? `${message.fields.name} <${message.fields.email}>: ${message.fields.subject}`
    : `newsletter sign-up: ${message.fields.email}`

try {
  if (command === 'list') {
    const messages = inbox.list()
    if (!messages.length) console.log('No new messages.')
    else {
      console.log(`${messages.length} new message(s):`)
      for (const message of messages)
        console.log(`  #${message.id}  ${message.received.slice(0, 16).replace('T', ' ')} UTC  ${summary(message)}`)
      console.log('Read one with npm run inbox show <number>; mark it handled with npm run inbox handled <number>.')
    }
  } else if (command === 'show') {
    const message = inbox.get(number())
    if (!message) throw new Error(`There is no message #${argument}.`)
    console.log(
      `#${message.id} · ${message.form} · received ${message.received}${message.handled ? ` · handled ${message.handled}` : ''}`,
    )
    for (const [name, value] of Object.entries(message.fields)) console.log(`\n${name}:\n${value}`)
  } else if (command === 'handled') {
    if (!inbox.markHandled(number())) throw new Error(`There is no message #${argument}.`)
    console.log(`Message #${argument} is marked handled.`)
  } else if (command === 'export') {
    console.log(JSON.stringify(inbox.list({ all: argument === '--all' }), null, 2))
  } else {
    throw new Error(`Unknown command "${command}": use list, show <number>, handled <number> or export [--all].`)
  }
} catch (error) {
  console.error(error.message)
  process.exitCode = 1
} finally {
  inbox.close()
}
