/**
 * A condition's icon in its own colour, on a soft badge of that colour. A condition may show a
 * picture instead (iconImage). Decorative: the condition's name always stands beside it.
 */
import {
  Activity,
  Brain,
  BrainCircuit,
  Hand,
  HardHat,
  HeartPulse,
  Moon,
  Spline,
  Virus,
  Waves,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import styled from 'styled-components'
import type { conditionIconNames } from '../lib/content/schema'
import { withBase } from '../lib/site'
import { theme } from './theme'

type ConditionIconName = (typeof conditionIconNames)[number]

const palette = theme.colors.conditionIcons

export const conditionIcons = {
  memory: { Icon: BrainCircuit, color: palette.blue },
  parkinsons: { Icon: Hand, color: palette.indigo },
  activity: { Icon: Activity, color: palette.orange },
  stroke: { Icon: HeartPulse, color: palette.red },
  sleep: { Icon: Moon, color: palette.slate },
  brain: { Icon: Brain, color: palette.pink },
  neuropathy: { Icon: Zap, color: palette.amber },
  tremor: { Icon: Waves, color: palette.teal },
  virus: { Icon: Virus, color: palette.green },
  ms: { Icon: Spline, color: palette.cyan },
  concussion: { Icon: HardHat, color: palette.rose },
} satisfies Record<ConditionIconName, { Icon: LucideIcon; color: string }>

/** What an unknown icon name shows: the activity icon in purple. */
export const fallbackConditionIcon = { Icon: Activity, color: palette.purple }

export function conditionIconFor(name: string): { Icon: LucideIcon; color: string } {
  return Object.hasOwn(conditionIcons, name) ? conditionIcons[name as ConditionIconName] : fallbackConditionIcon
}

const Badge = styled.span<{ $color: string; $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size * 2}px;
  height: ${({ $size }) => $size * 2}px;
  border-radius: ${theme.radius.pill};
  color: ${({ $color }) => $color};
  background: color-mix(in srgb, ${({ $color }) => $color} 12%, ${theme.colors.surface});
  img { display: block; }
`

interface ConditionIconProps {
  /** One of the iconName values; anything else shows the fallback. */
  name: string
  /** A picture from public/ shown instead of the icon. */
  image?: string
  /** The icon's size in pixels; the badge is twice as wide. */
  size?: number
}

export function ConditionIcon({ name, image, size = 28 }: ConditionIconProps) {
  const { Icon, color } = conditionIconFor(name)
  return (
    <Badge $color={color} $size={size} data-icon={Object.hasOwn(conditionIcons, name) ? name : 'fallback'}>
      {image ? (
        <img src={withBase(image)} alt="" width={size * 2} height={size * 2} />
      ) : (
        <Icon aria-hidden="true" focusable="false" size={size} />
      )}
    </Badge>
  )
}
