/**
 * Every component any MDX file may use by name, without importing it. Parts that show one page's
 * data (its team, services, plans ...) are given by that page's +Page.tsx instead, so other pages'
 * JavaScript does not carry them.
 */
import type { MDXComponents } from 'mdx/types'
import { BeFastGuide, BeFastStep } from './BeFastGuide'
import { BookingButton } from './BookingButton'
import { Button, ButtonLink } from './Button'
import { Card, Cards } from './Cards'
import { CtaBand } from './CtaBand'
import { EmergencyNotice } from './EmergencyNotice'
import { FeatureCard, FeatureCards } from './FeatureCards'
import { PageHero } from './PageHero'
import { ResourceLink, ResourceLinks } from './ResourceLinks'
import { ScrollButton } from './ScrollButton'
import { Section } from './Section'
import { SmartLink } from './SmartLink'
import { StatCard, StatCards } from './StatCards'
import { Testimonial, Testimonials } from './Testimonials'
import { Accordion, AccordionItem } from './Accordion'
import { CheckList } from './CheckList'
import { ComingSoonButton } from './ComingSoonButton'
import { TabPanel, Tabs } from './Tabs'

export const mdxComponents: MDXComponents = {
  a: SmartLink,
  BeFastGuide,
  BeFastStep,
  BookingButton,
  Button,
  ButtonLink,
  Card,
  Cards,
  CtaBand,
  EmergencyNotice,
  FeatureCard,
  FeatureCards,
  PageHero,
  ResourceLink,
  ResourceLinks,
  ScrollButton,
  Section,
  StatCard,
  StatCards,
  Testimonial,
  Testimonials,
  Accordion,
  AccordionItem,
  CheckList,
  ComingSoonButton,
  TabPanel,
  Tabs,
}
