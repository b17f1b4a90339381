// The reference a clean build is judged against: Hugo (Go, from Debian's hugo package) building the
// same generated condition pages as a Hugo site, in the same run on the same machine. Each page has
// the condition's front-matter fields laid out as ours are (title, summary, symptoms, treatments,
// the urgent card, sources) and its Markdown body, inside one shared page layout with a fixed menu
// (ours comes from content/navigation.yaml).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { has, installWithApt } from '../apt.mjs'
import { median, onCleanup } from './common.mjs'

const layouts = {
  '_default/baseof.html': `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }}</title><meta name="description" content="{{ .Params.description }}"></head>
<body>
<header><nav aria-label="Main"><ul><li><a href="/">Home</a></li><li><a href="/conditions/">Conditions</a></li><li><a href="/services/">Services</a></li><li><a href="/pricing/">Pricing</a></li><li><a href="/contact/">Contact</a></li></ul></nav></header>
<main>{{ block "main" . }}{{ end }}</main>
<footer><p>{{ .Site.Title }}</p></footer>
</body>
</html>
`,
  '_default/single.html': `{{ define "main" }}
<h1>{{ .Params.name }}</h1>
<p>{{ .Params.shortDescription }}</p>
{{ with .Params.urgent }}<section><h2>{{ .title }}</h2><ul>{{ range .signs }}<li>{{ . }}</li>{{ end }}</ul><p>{{ .action }}</p></section>{{ end }}
<section><h2>Symptoms</h2><ul>{{ range .Params.symptoms }}<li>{{ . }}</li>{{ end }}</ul></section>
<section><h2>Treatments</h2><ul>{{ range .Params.treatments }}<li>{{ . }}</li>{{ end }}</ul></section>
<article>{{ .Content }}</article>
{{ with .Params.sources }}<section><h2>Sources</h2><ul>{{ range . }}<li><a href="{{ .url }}">{{ .title }}</a></li>{{ end }}</ul></section>{{ end }}
{{ end }}
`,
  '_default/list.html': `{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Params.name }}</a></li>{{ end }}</ul>{{ end }}
`,
}

/** Hugo's program, installed with apt where the machine allows it; null (with why) where it is missing. */
function hugoProgram() {
  if (!has('hugo')) installWithApt('hugo', 'The build is compared with Hugo')
  return has('hugo') ? 'hugo' : null
}

/**
 * Builds the condition files of `conditionsFolder` whose names start with `prefix` as a Hugo site,
 * `rounds` times from clean; the median wall time in seconds and Hugo's version, or why it was skipped.
 */
export function hugoBuild(conditionsFolder, prefix, rounds) {
  const hugo = hugoProgram()
  if (!hugo)
    return { skipped: 'Hugo is not installed (Debian: apt-get install hugo); the comparison with it is skipped' }
  const dir = mkdtempSync(join(tmpdir(), 'clinic-bench-hugo-'))
  const remove = onCleanup(() => rmSync(dir, { recursive: true, force: true }))
  try {
    writeFileSync(
      join(dir, 'hugo.toml'),
      `title = "Meridian benchmark"\nbaseURL = "https://example.org/"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n`,
    )
    for (const [file, text] of Object.entries(layouts)) {
      mkdirSync(join(dir, 'layouts', file, '..'), { recursive: true })
      writeFileSync(join(dir, 'layouts', file), text)
    }
    const content = join(dir, 'content/conditions')
    mkdirSync(content, { recursive: true })
    let pages = 0
    for (const name of readdirSync(conditionsFolder).filter(
      (file) => file.startsWith(prefix) && file.endsWith('.mdx'),
    )) {
      // Hugo reads the same YAML front-matter; `layout` names a template of ours, not Hugo's.
      const source = readFileSync(join(conditionsFolder, name), 'utf8').replace(/^layout: .*\n/m, '')
      writeFileSync(join(content, name.replace(/\.mdx$/, '.md')), source)
      pages++
    }
    const version = execFileSync(hugo, ['version'], { encoding: 'utf8' }).trim().split(' ').slice(0, 2).join(' ')
    const times = []
    for (let round = 0; round < rounds; round++) {
      rmSync(join(dir, 'public'), { recursive: true, force: true })
      rmSync(join(dir, 'resources'), { recursive: true, force: true })
      const started = performance.now()
      const run = spawnSync(hugo, ['--quiet', '--source', dir], { encoding: 'utf8' })
      times.push((performance.now() - started) / 1000)
      if (run.status !== 0) throw new Error(`Hugo's build of the generated pages failed:\n${run.stdout}${run.stderr}`)
    }
    return { seconds: median(times), all: times, pages, version }
  } finally {
    remove()
  }
}
