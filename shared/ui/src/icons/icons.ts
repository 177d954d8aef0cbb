import { CalendarDays, Check, ChevronDown, Clock, MapPin, Menu, Moon, Search, Sun, X } from 'lucide';
import { createIcon } from './create-icon';

/**
 * The product's icons: Lucide's line icons (24 px grid, 2 px round stroke, `currentColor`), one
 * module each, so a bundle carries only the icons listed here. `@venue/ui` is bundled into each app
 * that uses it: add an icon here only when a page uses it (each costs ~0.1 KB gzip).
 * Icons are decorative by default (aria-hidden); give one `role="img"` and `aria-label` when it stands alone.
 */
export const CalendarIcon = createIcon(CalendarDays);
export const CheckIcon = createIcon(Check);
export const ChevronDownIcon = createIcon(ChevronDown);
export const ClockIcon = createIcon(Clock);
export const MapPinIcon = createIcon(MapPin);
export const MenuIcon = createIcon(Menu);
export const MoonIcon = createIcon(Moon);
export const SearchIcon = createIcon(Search);
export const SunIcon = createIcon(Sun);
export const CloseIcon = createIcon(X);
export type { Icon, IconProps } from './create-icon';
