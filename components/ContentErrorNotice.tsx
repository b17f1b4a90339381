/** In the live preview only: the content mistake that stopped a page, as the check reports it. */
import styled from 'styled-components'
import { site } from '../lib/site'
import { theme } from './theme'
import { siteIds } from '../lib/site-ids'

const Notice = styled.section`
  margin: ${theme.space.xl} 0;
  padding: ${theme.space.lg};
  border: 3px solid ${theme.colors.urgent};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.urgentSurface};
  h2 { color: ${theme.colors.urgent}; font-size: ${theme.font.size.xl}; }
  pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: ${theme.font.size.sm}; }
`

export function ContentErrorNotice({ message }: { message: string }) {
  return (
    <Notice role="alert" aria-labelledby={siteIds.contentError}>
      <h2 id={siteIds.contentError}>{site.labels.contentError}</h2>
      <pre>{message}</pre>
    </Notice>
  )
}
