import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, getToasts, subscribeToToasts, toast } from '../../renderer/client/toast'

describe('the toast store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    for (const t of getToasts()) dismissToast(t.id)
    vi.useRealTimers()
  })

  it('shows a toast with its title and text, and removes it after 5 seconds', () => {
    toast({ title: 'Message Sent', description: "Thank you for contacting us. We'll respond shortly." })
    expect(getToasts()).toMatchObject([
      { title: 'Message Sent', description: "Thank you for contacting us. We'll respond shortly.", duration: 5000 },
    ])
    vi.advanceTimersByTime(4999)
    expect(getToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(getToasts()).toHaveLength(0)
  })

  it('keeps a toast for the duration it is given', () => {
    toast({ title: 'Saved', duration: 1000 })
    vi.advanceTimersByTime(1000)
    expect(getToasts()).toHaveLength(0)
  })

  it('removes a dismissed toast at once and tells subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToToasts(listener)
    const id = toast({ title: 'Coming Soon' })
    dismissToast(id)
    expect(getToasts()).toHaveLength(0)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('stacks several toasts in the order they came', () => {
    toast({ title: 'First' })
    toast({ title: 'Second' })
    expect(getToasts().map((t) => t.title)).toEqual(['First', 'Second'])
  })
})
