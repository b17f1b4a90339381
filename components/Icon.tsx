/** Named icons that content may ask for (icon="brain"). Decorative: the text beside them carries the meaning. */
import {
  Activity,
  BookOpen,
  Brain,
  CalendarCheck,
  ClipboardCheck,
  FlaskConical,
  HeartPulse,
  MessageCircle,
  Phone,
  ShieldCheck,
  Stethoscope,
  Users,
  Award,
  ChartBar,
  Clock,
  Compass,
  Dna,
  HeartHandshake,
  Lightbulb,
  Microscope,
  Repeat,
  Sparkles,
  Target,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react'
import clsx from 'clsx'
import type { ComponentProps } from 'react'
import styles from './Icon.module.css'

export const icons = {
  activity: Activity,
  book: BookOpen,
  brain: Brain,
  calendar: CalendarCheck,
  clipboard: ClipboardCheck,
  flask: FlaskConical,
  heart: HeartPulse,
  message: MessageCircle,
  phone: Phone,
  shield: ShieldCheck,
  stethoscope: Stethoscope,
  users: Users,
  award: Award,
  chart: ChartBar,
  clock: Clock,
  compass: Compass,
  dna: Dna,
  handshake: HeartHandshake,
  lightbulb: Lightbulb,
  microscope: Microscope,
  repeat: Repeat,
  sparkles: Sparkles,
  target: Target,
  trending: TrendingUp,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof icons

/** The soft square an icon sits in on cards. */
export function IconBadge({ className, ...props }: ComponentProps<'span'>) {
  return <span {...props} className={clsx(styles.iconBadge, className)} />
}

export function Icon({ name, size = 28, color }: { name: string; size?: number; color?: string }) {
  const Component = icons[name as IconName]
  if (!Component) throw new Error(`Unknown icon "${name}". Known icons: ${Object.keys(icons).join(', ')}`)
  return <Component aria-hidden="true" focusable="false" size={size} color={color} />
}
