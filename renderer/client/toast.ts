/** The one toast API: any component or MDX file calls toast({ title, description }); the Toaster shows it. */
import { useSyncExternalStore } from 'react'
import { wakeIsland } from './wake'

const DEFAULT_TOAST_DURATION = 5000

interface ToastOptions {
  title: string
  description?: string
  /** Milliseconds before the toast leaves by itself; 5000 unless given. */
  duration?: number
}

interface Toast extends Required<Omit<ToastOptions, 'description'>> {
  id: number
  description?: string
}

type Listener = () => void

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function emit(next: readonly Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function toast(options: ToastOptions): number {
  const id = nextId++
  const item: Toast = {
    id,
    title: options.title,
    description: options.description,
    duration: options.duration ?? DEFAULT_TOAST_DURATION,
  }
  emit([...toasts, item])
  // The Toaster comes with the islands that raise toasts: its live region is in the page from the
  // start, and its code wakes with the first toast, which it then shows.
  if (typeof document !== 'undefined') wakeIsland('Toaster')
  timers.set(
    id,
    setTimeout(() => dismissToast(id), item.duration),
  )
  return id
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id))
  timers.delete(id)
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id))
}

export function getToasts(): readonly Toast[] {
  return toasts
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const noToasts: readonly Toast[] = []

/** The toasts on screen now; none while rendering on the server. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, () => noToasts)
}
