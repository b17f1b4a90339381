/**
 * What a kind of content is, said once: its folder, the shape of its front-matter (each field with
 * what it means, shown in errors and WRITING.md), where its entries are published, which addresses
 * its route owns, and which other pages show it. Each collection's file in this folder exports one
 * record; lib/content/records.ts lists them, and the addresses, the reserved paths, the check's
 * advice and the changes tool all read them from there (as Astro's defineCollection).
 */
import type { z } from 'zod'
import type { PictureBox } from '../../pictures'

export interface CollectionRecord<S extends z.ZodType = z.ZodType> {
  /** The folder of content/ that holds the collection's files; also the collection's name. */
  folder: string
  /** The shape of an entry's front-matter. */
  schema: S
  /**
   * Where its entries are published, as the pattern of their addresses (left out for entries shown
   * only inside other pages): the address, the file a writer adds to make one, and the addresses its
   * route owns (where a page file would be shadowed) all follow from it (lib/content/addresses.ts).
   */
  address?: AddressPattern
  /**
   * One valid entry's front-matter, a value for every required field: the tests build their
   * entries from it (tests/unit/valid-entry.ts), and a unit test checks it against the schema, so a
   * new required field comes with its example here.
   */
  example: Record<string, unknown>
  /** The title of an entry's page, from its front-matter; the browser tab adds the institute's name (pageTitleOf). Left out for entries that are not pages. */
  title?: (data: never) => string
  /** The description of an entry's page for search results and link previews (its description field unless said otherwise). */
  description?: (data: never) => string
  /**
   * The widest place the site shows an entry's picture (its `image`), in CSS pixels: every place shows
   * it in this shape, and the build makes a photograph's sizes up to twice this width (lib/pictures.ts).
   */
  picture?: PictureBox
  /** Which other pages a change to an entry may alter, for the changes tool (scripts/changes/compare.ts). */
  shownOn: {
    /** List pages that show every entry (a card, a tab). */
    lists?: string[]
    /** Every post's page (a post links to the posts beside it). */
    allPosts?: boolean
    /** Every page made from a page file (entries placed inside pages by their parts). */
    everyPageFile?: boolean
    /** A field every page shows (in the menus): a change to it alters every page. */
    everyPageWhenChanged?: string
  }
}

/**
 * An address pattern: "/conditions/:id" is the literal parts with ":id" for the file's name, and
 * ":<field>" for the value of a front-matter field ("/resources/:topic/:id"), or a value made from
 * one (`from`: a post's slug from its title). A part the schema refuses is not an address of it (a
 * guide's topic outside its list), and an id is a slug, or slugs in folders where the pattern ends
 * in ":id*" (a page file's, content/pages/partners/hospitals.mdx at /partners/hospitals).
 */
export type AddressPattern =
  | string
  | {
      pattern: string
      /** Parts made from a field: { slug: { field: 'title', value: slugify } }. */
      from?: Record<string, { field: string; value: (field: string) => string }>
      /** Entries published elsewhere than the pattern says: the home page at "/", pages another route shows at none (null). */
      except?: Record<string, string | null>
    }

/** What every entry gets from its file and its record (CollectionEntry, lib/content/collections.ts): no front-matter field may be named so. */
export const ENTRY_FIELDS = ['id', 'collection', 'file', 'address', 'language', 'translation'] as const

/**
 * A collection's record, typed as written (so whether its entries are pages is known to the types);
 * a field named as one of ENTRY_FIELDS stops it, naming the record.
 */
export function defineCollection<R extends CollectionRecord>(record: R): R {
  const shape = (record.schema as { shape?: Record<string, unknown> }).shape ?? {}
  const taken = ENTRY_FIELDS.filter((name) => Object.hasOwn(shape, name))
  if (taken.length)
    throw new Error(
      `lib/content/collections/${record.folder}.ts: the front-matter field ${taken.map((name) => `"${name}"`).join(', ')} has the name of what every entry gets from its file (${ENTRY_FIELDS.join(', ')}); give it another name`,
    )
  // An entry with an address is a page: its browser tab and search result need the title of it.
  if (record.address && !record.title)
    throw new Error(
      `lib/content/collections/${record.folder}.ts: its entries are pages (address), so the record needs a title: the page's title from an entry's front-matter, as title: (data: { title: string }) => data.title`,
    )
  return record
}
