/** Every component an MDX file may use by name, without importing it. */
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
import { AssessmentTabs } from './AssessmentTabs'
import { BlogPosts } from './BlogPosts'
import { CheckList } from './CheckList'
import { ComingSoonButton } from './ComingSoonButton'
import { ContactDetails } from './ContactDetails'
import { ContactForm } from './ContactForm'
import { EducationLists } from './EducationLists'
import { FaqAccordion } from './FaqAccordion'
import { MapPlaceholder } from './MapPlaceholder'
import { NewsletterForm } from './NewsletterForm'
import { PricingPlans } from './PricingPlans'
import { ServiceCards } from './ServiceCards'
import { ServiceTabs } from './ServiceTabs'
import { TabPanel, Tabs } from './Tabs'
import { TeamMembers } from './TeamMembers'
import { VideoCards } from './VideoCards'

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
  AssessmentTabs,
  BlogPosts,
  CheckList,
  ComingSoonButton,
  ContactDetails,
  ContactForm,
  EducationLists,
  FaqAccordion,
  MapPlaceholder,
  NewsletterForm,
  PricingPlans,
  ServiceCards,
  ServiceTabs,
  TabPanel,
  Tabs,
  TeamMembers,
  VideoCards,
}
