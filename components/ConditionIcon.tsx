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
import clsx from 'clsx'
import type { conditionIconNames } from '../lib/content/schema'
import { withBase } from '../lib/site'
import styles from './ConditionIcon.module.css'

type ConditionIconName = (typeof conditionIconNames)[number]

/**
 * The colours an icon may have: ConditionIcon.module.css has one class per name, drawing in
 * `--color-icon-<name>` of components/global.css, which follows the colour scheme.
 */
export type ConditionIconColor =
  'blue' | 'purple' | 'orange' | 'red' | 'indigo' | 'pink' | 'amber' | 'teal' | 'green' | 'cyan' | 'slate' | 'rose'

/** An icon and its colour's name. */
interface ConditionIconLook {
  Icon: LucideIcon
  colorName: ConditionIconColor
}

const look = (Icon: LucideIcon, colorName: ConditionIconColor): ConditionIconLook => ({ Icon, colorName })

export const conditionIcons = {
  memory: look(BrainCircuit, 'blue'),
  parkinsons: look(Hand, 'indigo'),
  activity: look(Activity, 'orange'),
  stroke: look(HeartPulse, 'red'),
  sleep: look(Moon, 'slate'),
  brain: look(Brain, 'pink'),
  neuropathy: look(Zap, 'amber'),
  tremor: look(Waves, 'teal'),
  virus: look(Virus, 'green'),
  ms: look(Spline, 'cyan'),
  concussion: look(HardHat, 'rose'),
} satisfies Record<ConditionIconName, ConditionIconLook>

/** What an unknown icon name shows: the activity icon in purple. */
export const fallbackConditionIcon = look(Activity, 'purple')

export function conditionIconFor(name: string): ConditionIconLook {
  return Object.hasOwn(conditionIcons, name) ? conditionIcons[name as ConditionIconName] : fallbackConditionIcon
}

/** The icon sizes ConditionIcon.module.css has a badge size for (the badge is twice the icon). */
export type ConditionIconSize = 28 | 32

const sizeClass = { 28: styles.size28, 32: styles.size32 } satisfies Record<ConditionIconSize, string>

interface ConditionIconProps {
  /** One of the iconName values; anything else shows the fallback. */
  name: string
  /** A picture from public/ shown instead of the icon. */
  image?: string
  /** The icon's size in pixels; the badge is twice as wide. */
  size?: ConditionIconSize
}

export function ConditionIcon({ name, image, size = 28 }: ConditionIconProps) {
  const { Icon, colorName } = conditionIconFor(name)
  return (
    <span
      className={clsx(styles.badge, sizeClass[size], styles[colorName])}
      data-icon={Object.hasOwn(conditionIcons, name) ? name : 'fallback'}
    >
      {image ? (
        <img src={withBase(image)} alt="" width={size * 2} height={size * 2} />
      ) : (
        <Icon aria-hidden="true" focusable="false" size={size} />
      )}
    </span>
  )
}
