/** Where the map will go: a calm box with the words from content until a map service is chosen (a live map would load third-party scripts). */
import { MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from './theme'

const Box = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${theme.space.sm};
  min-height: 16rem;
  padding: ${theme.space.xl};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceAlt};
  border: 1px dashed ${theme.colors.border};
  color: ${theme.colors.muted};
  text-align: center;
  svg { color: ${theme.colors.primary}; }
  p { margin: 0; }
`

export function MapPlaceholder({ children }: { children: ReactNode }) {
  return (
    <Box data-map-placeholder="">
      <MapPin aria-hidden="true" size={40} />
      <div>{children}</div>
    </Box>
  )
}
