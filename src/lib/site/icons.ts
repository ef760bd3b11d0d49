/**
 * The interface's icons: one SVG set (Lucide), inlined into the HTML at build
 * so they render without an emoji font and cost no request. Decorative icons
 * are hidden from screen readers; a text label always stands beside them.
 */
import {
  BadgeCheck,
  Banknote,
  Briefcase,
  Building2,
  Clock,
  ClipboardList,
  ExternalLink,
  FileText,
  GraduationCap,
  Handshake,
  House,
  Calendar,
  Compass,
  Heart,
  Image,
  Info,
  Landmark,
  MapPin,
  MessageCircle,
  Moon,
  Mountain,
  Newspaper,
  Plane,
  Printer,
  RefreshCw,
  Rocket,
  Scale,
  Search,
  Shield,
  Star,
  Target,
  TreePalm,
  Users,
  Utensils,
  Waves,
  Zap,
} from 'lucide-static';

const iconSources = {
  'badge-check': BadgeCheck,
  banknote: Banknote,
  briefcase: Briefcase,
  calendar: Calendar,
  compass: Compass,
  building: Building2,
  clock: Clock,
  'clipboard-list': ClipboardList,
  'external-link': ExternalLink,
  'file-text': FileText,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  heart: Heart,
  house: House,
  image: Image,
  info: Info,
  landmark: Landmark,
  'map-pin': MapPin,
  'message-circle': MessageCircle,
  moon: Moon,
  mountain: Mountain,
  newspaper: Newspaper,
  plane: Plane,
  printer: Printer,
  'refresh-cw': RefreshCw,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  shield: Shield,
  star: Star,
  target: Target,
  'tree-palm': TreePalm,
  users: Users,
  utensils: Utensils,
  waves: Waves,
  zap: Zap,
} as const;

export type IconName = keyof typeof iconSources;

const madeIcons = new Map<string, string>();

/** The icon as one line of SVG markup, `size` px square, hidden from assistive technology. */
export function iconSvg(name: IconName, size = 20): string {
  // Every page draws the same few icons: each (icon, size) is made once per build.
  const key = `${name}@${size}`;
  let svg = madeIcons.get(key);
  if (svg === undefined) {
    svg = iconSources[name]
      .replace(/\s+/g, ' ')
      .replace(/>\s+</g, '><')
      .trim()
      .replace(/\swidth="24"/, ` width="${size}"`)
      .replace(/\sheight="24"/, ` height="${size}"`)
      .replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
    madeIcons.set(key, svg);
  }
  return svg;
}

/** The icon's inner drawing, for a sprite `<symbol>` that islands point at with `<use>`. */
export function iconSymbol(name: IconName): string {
  const svg = iconSvg(name);
  const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
  return `<symbol id="icon-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
}
