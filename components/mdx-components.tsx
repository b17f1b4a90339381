/** Every component an MDX file may use by name, without importing it. */
import type { MDXComponents } from 'mdx/types'
import { BookingButton } from './BookingButton'
import { Button, ButtonLink } from './Button'
import { CtaBand } from './CtaBand'
import { FeatureCard, FeatureCards } from './FeatureCards'
import { PageHero } from './PageHero'
import { ScrollButton } from './ScrollButton'
import { Section } from './Section'
import { SmartLink } from './SmartLink'
import { Testimonial, Testimonials } from './Testimonials'

export const mdxComponents: MDXComponents = {
  a: SmartLink,
  BookingButton,
  Button,
  ButtonLink,
  CtaBand,
  FeatureCard,
  FeatureCards,
  PageHero,
  ScrollButton,
  Section,
  Testimonial,
  Testimonials,
}
