/** The frame of every page: skip link, header, the page in <main>, footer, and the notification area. */
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { site } from '../lib/site'
import { Footer } from './Footer'
import { Header } from './Header'
import { EmergencyLine } from './EmergencyLine'
import { DraftBanner, PageFoot, ReviewChangedBanner } from './PageSource'
import { Toaster } from './Toaster'
import { TranslationNotice } from './TranslationNotice'
import { theme } from './theme'
import { siteIds } from '../lib/site-ids'

const SkipLink = styled.a`
  position: absolute;
  z-index: 100;
  left: ${theme.space.md};
  top: -10rem;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-weight: 600;
  border-radius: ${theme.radius.sm};
  &:focus { top: ${theme.space.sm}; }
`

const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${theme.layout.headerHeight};
  &:focus { outline: none; }
  @media print { padding-top: 0; }
`

/** `searchable` marks the main content for the site search index (never the not-found page). */
export function Layout({ children, searchable }: { children: ReactNode; searchable: boolean }) {
  return (
    <>
      <SkipLink href={`#${siteIds.mainContent}`}>{site.labels.skipLink}</SkipLink>
      <Header />
      <Main id={siteIds.mainContent} tabIndex={-1} data-pagefind-body={searchable ? '' : undefined}>
        <DraftBanner />
        <TranslationNotice />
        <ReviewChangedBanner />
        <EmergencyLine placement="page" />
        {children}
        <PageFoot />
      </Main>
      <Footer />
      <Toaster />
    </>
  )
}
