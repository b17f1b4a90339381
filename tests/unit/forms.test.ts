import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { deliver, isRobot } from '../../lib/contact'
import {
  checkEndpoint,
  formProblems,
  headersWithEndpoints,
  HONEYPOT_FIELD,
  resolveFormEndpoints,
  type FormsConfig,
} from '../../lib/forms'

describe('form endpoints', () => {
  it('takes an https address, and plain http only on this machine', () => {
    expect(checkEndpoint('https://forms.example.org/f/abc', 'x')).toBe('https://forms.example.org/f/abc')
    expect(checkEndpoint('http://127.0.0.1:5602/contact', 'x')).toBe('http://127.0.0.1:5602/contact')
    expect(checkEndpoint('http://localhost:8080/', 'x')).toBe('http://localhost:8080/')
    expect(() => checkEndpoint('http://forms.example.org/f/abc', 'CONTACT_ENDPOINT')).toThrow(
      'CONTACT_ENDPOINT: "http://forms.example.org/f/abc" must use https',
    )
    expect(() => checkEndpoint('/contact', 'CONTACT_ENDPOINT')).toThrow('is not an absolute address')
    expect(() => checkEndpoint('https://user:secret@forms.example.org/', 'x')).toThrow(
      'must not hold a user name or password',
    )
  })

  it('refuses a host that would widen or break the security policy it goes into', () => {
    for (const value of [
      'https://*?.x',
      'https://*.example.org/f',
      'https://x.y;sandbox/',
      "https://x.y'unsafe-inline'/",
    ])
      expect(() => checkEndpoint(value, 'x'), value).toThrow('does not name a host')
    expect(checkEndpoint('https://xn--bcher-kva.example/f', 'x')).toBe('https://xn--bcher-kva.example/f')
    expect(
      headersWithEndpoints(
        "/*\n  Content-Security-Policy: default-src 'self'; connect-src 'self'\n",
        resolveFormEndpoints({ contactEndpoint: 'https://forms.example.org:8443/f/abc?x=1#y' }, {}),
      ),
    ).toContain("connect-src 'self' https://forms.example.org:8443; form-action 'self' https://forms.example.org:8443")
  })

  it("takes site.yaml's addresses, each overridden by its build variable", () => {
    const config: FormsConfig = {
      contactEndpoint: 'https://a.example.org/contact',
      newsletterEndpoint: 'https://b.example.org/join',
    }
    expect(resolveFormEndpoints(config, {})).toEqual({
      contact: 'https://a.example.org/contact',
      newsletter: 'https://b.example.org/join',
      encoding: 'form',
    })
    expect(
      resolveFormEndpoints({ ...config, encoding: 'json' }, { CONTACT_ENDPOINT: 'https://c.example.org/' }),
    ).toEqual({ contact: 'https://c.example.org/', newsletter: 'https://b.example.org/join', encoding: 'json' })
    // By default the site's own server takes them, under the build's base path.
    expect(resolveFormEndpoints(undefined, {})).toEqual({
      contact: '/forms/contact',
      newsletter: '/forms/newsletter',
      encoding: 'form',
    })
    expect(resolveFormEndpoints(undefined, { BASE_PATH: '/pr-preview/pr-1' }).contact).toBe(
      '/pr-preview/pr-1/forms/contact',
    )
  })

  it("says, as a notice at the forms block, which forms post to the site's own server; a bad build variable is an error", () => {
    const yaml = 'name: Clinic\nforms:\n  encoding: form\n'
    expect(
      formProblems(yaml, { encoding: 'form' }, {}).map((problem) => [
        problem.file,
        problem.line,
        problem.severity,
        problem.message.split(':')[0],
      ]),
    ).toEqual([['content/site.yaml', 2, 'notice', "the contact and newsletter forms post to the site's own server"]])
    expect(
      formProblems(
        yaml,
        { contactEndpoint: 'https://a.example.org/', newsletterEndpoint: 'https://b.example.org/' },
        {},
      ),
    ).toEqual([])
    expect(formProblems(yaml, undefined, { CONTACT_ENDPOINT: 'ftp://a.example.org/' })).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'forms',
        message: expect.stringContaining('CONTACT_ENDPOINT'),
      }),
    ])
  })

  it('the shipped site.yaml gives its forms words and valid addresses', () => {
    const site = parse(readFileSync('content/site.yaml', 'utf8')) as { forms: FormsConfig }
    expect(() => resolveFormEndpoints(site.forms, {})).not.toThrow()
  })

  it("lets the Content-Security-Policy of _headers reach the endpoints' origins, with fetch and with the browser's own post", () => {
    const headers = readFileSync('public/_headers', 'utf8')
    // The site's own server is 'self' already.
    expect(
      headersWithEndpoints(headers, { contact: '/forms/contact', newsletter: '/forms/newsletter', encoding: 'form' }),
    ).toBe(headers)
    const changed = headersWithEndpoints(headers, {
      contact: 'https://forms.example.org/f/abc',
      newsletter: 'http://127.0.0.1:5602/join',
      encoding: 'form',
    })
    const policy = /Content-Security-Policy:\s*(.*)/.exec(changed)![1]
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find((words) => words[0] === name) ?? []
    for (const name of ['connect-src', 'form-action'])
      expect(directive(name)).toEqual(
        expect.arrayContaining(["'self'", 'https://forms.example.org', 'http://127.0.0.1:5602']),
      )
    // Nothing else of the policy, or of the file, changes.
    expect(directive('script-src')).toEqual(/script-src[^;]*/.exec(headers)![0].split(/\s+/))
    expect(changed.replace(/Content-Security-Policy:.*/, '')).toBe(headers.replace(/Content-Security-Policy:.*/, ''))
  })
})

describe('delivering a form to its endpoint', () => {
  let server: Server
  let origin = ''
  const received: Array<{ path: string; type: string; body: string }> = []
  const answers: Record<string, (response: ServerResponse) => void> = {
    '/ok': (response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}'),
    '/accepted': (response) => response.writeHead(202).end(),
    '/broken': (response) => response.writeHead(500).end('no'),
    '/slow': () => {},
  }

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        received.push({ path: request.url ?? '', type: request.headers['content-type'] ?? '', body })
        answers[request.url ?? '']?.(response)
      })
    })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })

  const fields = {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    message: 'Saturdays & evenings?',
    [HONEYPOT_FIELD]: '',
  }

  it('posts the fields form-encoded and counts a 2xx answer as sent', async () => {
    expect(await deliver(`${origin}/ok`, fields, 'form')).toBe('sent')
    expect(await deliver(`${origin}/accepted`, fields, 'form')).toBe('sent')
    const last = received.at(-1)!
    expect(last.type).toContain('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(last.body))).toEqual(fields)
  })

  it('posts JSON when the endpoint asks for it', async () => {
    expect(await deliver(`${origin}/ok`, fields, 'json')).toBe('sent')
    expect(received.at(-1)!.type).toBe('application/json')
    expect(JSON.parse(received.at(-1)!.body)).toEqual(fields)
  })

  it('counts an error answer, no answer in time and no server as not sent', async () => {
    expect(await deliver(`${origin}/broken`, fields, 'form')).toBe('failed')
    expect(await deliver(`${origin}/slow`, fields, 'form', 300)).toBe('failed')
    const closed = createServer()
    await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening))
    const port = (closed.address() as AddressInfo).port
    await new Promise((done) => closed.close(done))
    expect(await deliver(`http://127.0.0.1:${port}/`, fields, 'form')).toBe('failed')
  })

  it('knows a robot by the field only robots fill in', () => {
    expect(isRobot(fields)).toBe(false)
    expect(isRobot({ ...fields, [HONEYPOT_FIELD]: 'http://spam.example' })).toBe(true)
  })
})
