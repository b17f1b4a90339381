/** A button for something not offered yet: pressing it says so in a toast. */
import type { ReactNode } from 'react'
import { toast } from '../renderer/client/toast'
import { island } from '../renderer/islands'
import { Button, type ButtonVariant } from './Button'

interface ComingSoonButtonProps {
  /** The toast's title and text. */
  title: string
  description: string
  variant?: ButtonVariant
  children: ReactNode
}

function ComingSoonButtonIsland({ title, description, variant = 'primary', children }: ComingSoonButtonProps) {
  return (
    <Button variant={variant} onClick={() => toast({ title, description })}>
      {children}
    </Button>
  )
}

export const ComingSoonButton = island('ComingSoonButton', ComingSoonButtonIsland, { when: 'interaction' })
