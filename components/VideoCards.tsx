/** The video library (content/videos): each video's picture with the running time, title, summary and a Watch Video link to its page (components/VideoPage.tsx). */
import { Play } from 'lucide-react'
import { getCollection } from '../lib/content/collections'
import { LinkButton } from './Button'
import { MEDIA_CARD_SIZES, MediaCard, MediaCardBody, MediaCardGrid } from './MediaCards'
import styles from './VideoCards.module.css'
import { currentLanguage } from '../lib/language'
import { EntryPicture } from './Picture'

interface VideoCardsProps {
  /** The words of each card's link to the video's page. */
  watchLabel: string
  /** Said by screen readers before the running time, e.g. "Duration". */
  durationLabel: string
}

export function VideoCards({ watchLabel, durationLabel }: VideoCardsProps) {
  const videos = getCollection('videos', currentLanguage())
  return (
    <MediaCardGrid>
      {videos.map((video) => (
        <MediaCard key={video.id} data-video={video.id}>
          <div className={styles.thumb}>
            <EntryPicture entry={video} width={400} height={225} loading="lazy" sizes={MEDIA_CARD_SIZES} />
            <span className={styles.duration} data-duration="">
              <span className="visually-hidden">{durationLabel}: </span>
              {video.duration}
            </span>
          </div>
          <MediaCardBody>
            <h3 id={`video-${video.id}`}>{video.title}</h3>
            <p>{video.description}</p>
            {video.address ? (
              <LinkButton href={video.address} variant="secondary" describedBy={`video-${video.id}`}>
                <Play aria-hidden="true" size={18} />
                {watchLabel}
              </LinkButton>
            ) : null}
          </MediaCardBody>
        </MediaCard>
      ))}
    </MediaCardGrid>
  )
}
