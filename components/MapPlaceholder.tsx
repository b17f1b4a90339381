/** Where the map will go: a calm box with the words from content until a map service is chosen (a live map would load third-party scripts). */
import { MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import styles from './MapPlaceholder.module.css'

export function MapPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className={styles.box} data-map-placeholder="">
      <MapPin aria-hidden="true" size={40} />
      <div>{children}</div>
    </div>
  )
}
