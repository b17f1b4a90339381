/** The video library (content/videos): thumbnail with running time, title, summary and a Watch Video button (videos are not published yet, so it does nothing). */
import { Play } from 'lucide-react'
import styled from 'styled-components'
import { withBase } from '../lib/site'
import type { Entry } from '../lib/content/entries'
import type { VideoFrontmatter } from '../lib/content/schema'
import { usePageData } from '../renderer/usePageContext'
import { Button } from './Button'
import { media, theme } from './theme'

export type VideosData = { videos: Entry<VideoFrontmatter>[] }

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
`

const Card = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
`

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
  background: ${theme.colors.footer};
  color: ${theme.colors.primaryText};
  font-size: ${theme.font.size.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  h3 { font-size: ${theme.font.size.lg}; margin: 0; }
  p { margin: 0 0 ${theme.space.sm}; color: ${theme.colors.muted}; }
  button { margin-top: auto; align-self: flex-start; }
`

interface VideoCardsProps {
  /** The words of each card's button. */
  watchLabel: string
  /** Said by screen readers before the running time, e.g. "Duration". */
  durationLabel: string
}

export function VideoCards({ watchLabel, durationLabel }: VideoCardsProps) {
  const { videos } = usePageData<VideosData>()
  return (
    <Grid>
      {videos.map((video) => (
        <Card key={video.id} data-video={video.id}>
          <Thumb>
            <img src={withBase(video.image)} alt={video.imageAlt} width={400} height={225} loading="lazy" />
            <Duration data-duration="">
              <span className="visually-hidden">{durationLabel}: </span>
              {video.duration}
            </Duration>
          </Thumb>
          <Body>
            <h3 id={`video-${video.id}`}>{video.title}</h3>
            <p>{video.description}</p>
            <Button variant="secondary" aria-describedby={`video-${video.id}`}>
              <Play aria-hidden="true" size={18} />
              {watchLabel}
            </Button>
          </Body>
        </Card>
      ))}
    </Grid>
  )
}
