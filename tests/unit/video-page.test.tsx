/**
 * A video's page (components/VideoPage.tsx), which Watch Video opens: the recording with its captions,
 * or a link to where it is published, and the transcript; without a recording, a line that says so
 * and no player or control that pretends to play.
 */
import type React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { VideoPage } from '../../components/VideoPage'
import type { CollectionEntry } from '../../lib/content/collections'
import { fill, site } from '../../lib/site'
import { validEntry } from './valid-entry'

const video = (fields: Record<string, unknown> = {}) =>
  ({
    ...validEntry('videos', fields),
    draft: false,
    id: 'v',
    collection: 'videos',
    file: 'content/videos/v.mdx',
    address: '/resources/videos/v',
    language: 'en',
  }) as unknown as CollectionEntry<'videos'>

/** The page's HTML with its text unescaped, to compare with the words of content/site.yaml. */
const render = (element: React.ReactElement) =>
  renderToStaticMarkup(element).replaceAll('&#x27;', "'").replaceAll('&amp;', '&')

const Transcript = () => <p>The words of the video.</p>

describe('a video page', () => {
  test('plays a recording file with its captions, in the language of the video, with the transcript under it', () => {
    const html = render(
      <VideoPage video={video({ recording: '/videos/v.mp4', captions: '/videos/v.vtt' })} Body={Transcript} />,
    )
    expect(html).toMatch(/<video[^>]* controls=""[^>]* preload="none"/)
    expect(html).toMatch(/<source src="[^"]*\/videos\/v\.mp4" type="video\/mp4"\/>/)
    expect(html).toMatch(/<track kind="captions" src="[^"]*\/videos\/v\.vtt" srcLang="en"/)
    expect(html).toContain(`>${site.labels.videoTranscript}</h2><p>The words of the video.</p>`)
    expect(html).not.toContain(site.labels.videoNotPublished)
  })

  test('links to a recording published on another site, in a new tab that it names', () => {
    const html = render(<VideoPage video={video({ recording: 'https://www.youtube.com/watch?v=abc' })} />)
    expect(html).toContain('href="https://www.youtube.com/watch?v=abc" target="_blank" rel="noopener noreferrer"')
    expect(html).toContain(fill(site.labels.videoWatchOn, { host: 'youtube.com' }))
    expect(html).toContain(site.labels.newTab)
    expect(html).not.toContain('<video')
  })

  test('without a recording, says so and shows no player, and shows the transcript when there is one', () => {
    const pending = render(<VideoPage video={video()} />)
    expect(pending).toContain(site.labels.videoNotPublished)
    expect(pending).not.toMatch(/<video|<button|data-recording=""/)
    expect(pending).not.toContain(site.labels.videoTranscript)
    const transcribed = render(<VideoPage video={video()} Body={Transcript} />)
    expect(transcribed).toContain('The words of the video.')
    expect(transcribed).toContain(site.labels.videoTranscriptOnly)
    expect(transcribed).not.toContain(site.labels.videoNotPublished)
  })
})
