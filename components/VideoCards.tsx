/** The video library (content/videos): thumbnail with running time, title, summary and a Watch Video button (videos are not published yet, so it does nothing). */
import { Play } from 'lucide-react'
import styled from 'styled-components'
import { withBase } from '../lib/site'
import { getCollection } from '../lib/content/collections'
import { Button } from './Button'
import { MediaCard, MediaCardBody, MediaCardGrid } from './MediaCards'
import { theme } from './theme'

const Thumb = styled.div`
  position: relative;
  img { display: block; width: 100%; height: auto; }
`

const Duration = styled.span`
  position: absolute;
  right: ${theme.space.sm};
  bottom: ${theme.space.sm};
  padding: 0.125rem ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  /* the page's colours the other way round: dark on light in the dark scheme too */
  background: ${theme.colors.heading};
  color: ${theme.colors.surface};
  font-size: ${theme.font.size.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`

interface VideoCardsProps {
  /** The words of each card's button. */
  watchLabel: string
  /** Said by screen readers before the running time, e.g. "Duration". */
  durationLabel: string
}

export function VideoCards({ watchLabel, durationLabel }: VideoCardsProps) {
  const videos = getCollection('videos')
  return (
    <MediaCardGrid>
      {videos.map((video) => (
        <MediaCard key={video.id} data-video={video.id}>
          <Thumb>
            <img src={withBase(video.image)} alt={video.imageAlt} width={400} height={225} loading="lazy" />
            <Duration data-duration="">
              <span className="visually-hidden">{durationLabel}: </span>
              {video.duration}
            </Duration>
          </Thumb>
          <MediaCardBody>
            <h3 id={`video-${video.id}`}>{video.title}</h3>
            <p>{video.description}</p>
            <Button variant="secondary" aria-describedby={`video-${video.id}`}>
              <Play aria-hidden="true" size={18} />
              {watchLabel}
            </Button>
          </MediaCardBody>
        </MediaCard>
      ))}
    </MediaCardGrid>
  )
}
