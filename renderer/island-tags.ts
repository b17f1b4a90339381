/** The elements an island is written in (renderer/islands.tsx), apart so the browser's first script can find islands without loading React. */
export const ISLAND_TAG = 'clinic-island'
export const SLOT_TAG = 'clinic-slot'
