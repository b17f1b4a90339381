/**
 * What the build made of each photograph (scripts/build/pictures.ts), as the pages it renders read
 * it: a list written beside the build's server code, by madeKey. The live preview and tests have no
 * such list (no BUILD_OUT_DIR): their pages show each photograph as it is, cut to shape by CSS.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { madeKey, type Focus, type MadePicture, type PictureBox } from './pictures'

/** The list's file in the build's server folder. */
export const MADE_PICTURES_FILE = 'pictures.json'

type MadeList = Record<string, MadePicture>
let made: { folder: string; list: MadeList } | undefined

/** The files the build made of the photograph `image` for pictures of the box's shape, or undefined when it made none. */
export function madePicture(image: string, box: PictureBox, focus?: Focus): MadePicture | undefined {
  const folder = process.env.BUILD_OUT_DIR
  if (!folder) return undefined
  if (made?.folder !== folder) {
    const file = join(folder, 'server', MADE_PICTURES_FILE)
    made = { folder, list: existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MadeList) : {} }
  }
  return made.list[madeKey(image, box, focus)]
}
