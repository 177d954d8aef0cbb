/**
 * The product's icons: Lucide's line icons (24 px grid, 2 px round stroke, `currentColor`), one
 * module each, so a bundle carries only the icons listed here. `@venue/ui` is shared whole between
 * the host and the remotes: add an icon here only when a page uses it (each costs ~0.3 KB gzip).
 * Icons are decorative by default (aria-hidden); give one `role="img"` and `aria-label` when it stands alone.
 */
export {
  CalendarDays as CalendarIcon,
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  Clock as ClockIcon,
  MapPin as MapPinIcon,
  Menu as MenuIcon,
  Moon as MoonIcon,
  Search as SearchIcon,
  Sun as SunIcon,
  X as CloseIcon,
  type LucideIcon as Icon,
  type LucideProps as IconProps,
} from 'lucide-react';
