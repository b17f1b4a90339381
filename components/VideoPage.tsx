/**
 * A video's page (content/videos/<id>.mdx at /resources/videos/<id>), which its card's "Watch Video"
 * opens: the recording with its captions when the file names one in public/videos, or a link to where
 * the clinic publishes it; the transcript written in the file's body; and, until there is a recording,
 * a line that says so (the launch check lists each video without one).
 */
import type { ComponentType } from 'react'
import { inPageLanguage, type CollectionEntry } from '../lib/content/collections'
import { fill, site, withBase } from '../lib/site'
import { buttonClass } from './Button'
import { PageBody } from './PageBody'
import { EntryHero } from './PageHero'
import { pictureFile } from './Picture'
import { linkProps, NewTabNote } from './SmartLink'
import styles from './VideoPage.module.css'

interface VideoPageProps {
  video: CollectionEntry<'videos'>
  /** The transcript, when the file's body has one. */
  Body?: ComponentType
}

export function VideoPage({ video, Body }: VideoPageProps) {
  const { labels } = site
  const { recording, captions } = video
  const hosted = recording && !recording.startsWith('/') ? recording : undefined
  return (
    <PageBody data-video-page="">
      {/* The video's picture beside its title, where no player shows it as the recording's first frame. */}
      <EntryHero
        title={video.title}
        intro={video.description}
        {...(recording && captions
          ? {}
          : {
              image: video.image,
              imageAlt: video.imageAlt,
              imageFocus: video.imageFocus,
              imageWidth: 480,
              imageHeight: 270,
            })}
      >
        <span className={styles.duration} data-duration="">
          {fill(labels.videoDuration, { duration: video.duration })}
        </span>
        {hosted ? (
          <a className={buttonClass()} {...linkProps(hosted)} data-button="" data-recording="">
            {fill(labels.videoWatchOn, { host: new URL(hosted).hostname.replace(/^www\./, '') })}
            <NewTabNote href={hosted} />
          </a>
        ) : null}
      </EntryHero>
      {recording && captions ? (
        <video
          className={styles.player}
          controls
          preload="none"
          playsInline
          poster={pictureFile(video.image, { width: 1280, height: 720 }, video.imageFocus)}
          width={1280}
          height={720}
          aria-label={video.title}
          data-recording=""
        >
          <source src={withBase(recording)} type={recording.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
          <track
            kind="captions"
            src={withBase(captions)}
            srcLang={video.language}
            label={labels.videoCaptions}
            default
          />
        </video>
      ) : null}
      {recording ? null : (
        <p className={styles.pending} data-recording-pending="">
          {Body ? labels.videoTranscriptOnly : labels.videoNotPublished}
        </p>
      )}
      {Body ? (
        <section className={styles.transcript} aria-labelledby="video-transcript">
          <h2 id="video-transcript">{labels.videoTranscript}</h2>
          <Body />
        </section>
      ) : null}
      <p className={styles.back}>
        <a href={withBase(inPageLanguage('/resources#videos'))}>{labels.allVideos}</a>
      </p>
    </PageBody>
  )
}
