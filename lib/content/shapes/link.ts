/** A link as content writes it: its words and where it goes (menus, footer columns). */
import { z } from 'zod'
import { href, text } from '../fields'

export const link = z
  .object({
    label: text('The words of the link.'),
    href: href('Where the link goes.'),
  })
  .strict()
