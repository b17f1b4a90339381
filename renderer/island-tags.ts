/** The elements an island is written in (renderer/islands.tsx), apart so the browser's first script can find islands without loading React. */
export const ISLAND_TAG = 'clinic-island'
export const SLOT_TAG = 'clinic-slot'
/** Set on an island's tag once its code has run in the browser (for tests, and styles that need it). */
export const AWAKE = 'data-awake'
