/** The global notification area: announced politely by screen readers, never takes focus. */
import { X } from 'lucide-react'
import styled from 'styled-components'
import type { SiteConfig } from '../lib/content/schema'
import { site } from '../lib/site'
import { dismissToast, useToasts } from '../renderer/client/toast'
import { island } from '../renderer/islands'
import { media, theme } from './theme'

const Region = styled.section`
  position: fixed;
  z-index: 60;
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  left: ${theme.space.md};
  pointer-events: none;
  ${media.sm} { left: auto; width: 24rem; }
  @media print { display: none; }
`

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`

const Item = styled.li`
  pointer-events: auto;
  display: flex;
  gap: ${theme.space.md};
  align-items: flex-start;
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.header};
  ${media.motion} { animation: toast-in 0.2s ease-out; }
  @keyframes toast-in { from { transform: translateY(0.5rem); } to { transform: none; } }
`

const Title = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.heading};
`

const Description = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`

const Close = styled.button`
  margin-left: auto;
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.muted};
  cursor: pointer;
  &:hover { background: ${theme.colors.surfaceAlt}; }
`

interface ToasterProps {
  /** The region's and the close button's names in the page's language: given by the server (serverProps). */
  labels: Pick<SiteConfig['labels'], 'notifications' | 'dismissNotification'>
}

function ToasterIsland({ labels }: ToasterProps) {
  const toasts = useToasts()
  return (
    <Region aria-label={labels.notifications}>
      {/* A live region announces each new toast without moving focus; a list element may not take that role itself. */}
      <div role="status" aria-live="polite" aria-atomic="false">
        <List>
          {toasts.map((t) => (
            <Item key={t.id} data-toast="">
              <div>
                <Title>{t.title}</Title>
                {t.description ? <Description>{t.description}</Description> : null}
              </div>
              <Close type="button" aria-label={labels.dismissNotification} onClick={() => dismissToast(t.id)}>
                <X aria-hidden="true" size={18} />
              </Close>
            </Item>
          ))}
        </List>
      </div>
    </Region>
  )
}

export const Toaster = island('Toaster', ToasterIsland, {
  when: 'interaction',
  browserOnly: () => (
    <Item>
      <Title />
      <Description />
      <Close />
    </Item>
  ),
  // The words come from the page, so the island's code holds no site.yaml (the browser's build drops this).
  serverProps: import.meta.env.SSR
    ? () => ({
        labels: { notifications: site.labels.notifications, dismissNotification: site.labels.dismissNotification },
      })
    : undefined,
})
