import type { PageContextServer } from 'vike/types'
import type { CollectionEntry } from '../../../../lib/content/collections'
import { routeData, routeEntry } from '../../../../lib/content/route-data'
import { contentText, splitContent } from '../../../../lib/content/store'
import type { PageData } from '../../../../renderer/types'

export interface VideoData extends PageData {
  video: CollectionEntry<'videos'>
  /** Whether the file's body holds a transcript. */
  transcript: boolean
}

export const data = (pageContext: PageContextServer): VideoData => {
  // Video files are written in English only: a video's page is published in English alone.
  const video = routeEntry(pageContext, 'videos')
  const transcript = splitContent(contentText(process.cwd(), video.file)).body.trim() !== ''
  // A page with neither the recording nor its transcript says only that the recording is to come: search
  // engines, the sitemap and the site's search leave it out.
  return {
    ...routeData(video, pageContext, video.recording || transcript ? {} : { noindex: true }),
    video,
    transcript,
  }
}
