/**
 * What the build made of each photograph and the size of every picture (scripts/build/pictures.ts),
 * as the pages it renders read them: a list written beside the build's server code. The live
 * preview and tests have no such list (no BUILD_OUT_DIR): their pages show each picture as it is.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { madeKey, type Focus, type MadeList, type MadePicture, type PictureBox, type PictureSize } from './pictures'

/** The list's file in the build's server folder. */
export const MADE_PICTURES_FILE = 'pictures.json'

let read: { folder: string; list: MadeList } | undefined

function madeList(): MadeList | undefined {
  const folder = process.env.BUILD_OUT_DIR
  if (!folder) return undefined
  if (read?.folder !== folder) {
    const file = join(folder, 'server', MADE_PICTURES_FILE)
    read = {
      folder,
      list: existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MadeList) : { sizes: {}, made: {} },
    }
  }
  return read.list
}

/** The files the build made of the photograph `image` for pictures of the box's shape, or undefined when it made none. */
export function madePicture(image: string, box: PictureBox, focus?: Focus): MadePicture | undefined {
  return madeList()?.made[madeKey(image, box, focus)]
}

/** A picture file's own size, as the build read it, or undefined outside a build. */
export function pictureSize(image: string): PictureSize | undefined {
  return madeList()?.sizes[image]
}
