/**
 * Every interactive part of the site: the browser's code is these and nothing else. A part made
 * with island() must be listed here, or its pages stop with an error naming it.
 */
import { AccordionItem } from './Accordion'
import { ComingSoonButton } from './ComingSoonButton'
import { ContactForm } from './ContactForm'
import { NewsletterForm } from './NewsletterForm'
import { SiteSearch } from './SiteSearch'
import { TabsIsland } from './Tabs'
import { Toaster } from './Toaster'

export const islands = [AccordionItem, ComingSoonButton, ContactForm, NewsletterForm, SiteSearch, TabsIsland, Toaster]
