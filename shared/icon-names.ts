/**
 * Every icon the site and the owner's dashboard draw, by its lucide-react name. config/icon-sprite.ts draws each one into a single SVG sprite
 * at build time; components reference it with `<Icon name="…">`, so no drawing code ships in the page bundles.
 * Content names its icons from this list too (app/content/schema.ts checks it at build time).
 */
export const iconNames = [
  "ArrowLeft",
  "ArrowRight",
  "BadgeCheck",
  "BadgeDollarSign",
  "Building2",
  "CalendarDays",
  "Camera",
  "Check",
  "CheckCircle2",
  "ChevronDown",
  "ChevronLeft",
  "ChevronRight",
  "CircleAlert",
  "CircleCheck",
  "ClipboardCheck",
  "Clock",
  "Crosshair",
  "Download",
  "Ear",
  "Expand",
  "ExternalLink",
  "Flame",
  "Hammer",
  "HardHat",
  "Heart",
  "HeartHandshake",
  "House",
  "Images",
  "LoaderCircle",
  "LogOut",
  "Mail",
  "MapPin",
  "Maximize2",
  "Menu",
  "MessageSquareQuote",
  "MessageSquareText",
  "Pause",
  "Phone",
  "Receipt",
  "ScanLine",
  "School",
  "Search",
  "Send",
  "ShieldCheck",
  "Siren",
  "SlidersHorizontal",
  "Smile",
  "Sparkles",
  "SplitSquareHorizontal",
  "Star",
  "Thermometer",
  "Tractor",
  "Trash2",
  "Trees",
  "UserCheck",
  "Users",
  "Video",
  "Waves",
  "Wrench",
  "X",
  "Zap",
] as const;

export type IconName = (typeof iconNames)[number];

/**
 * The two social networks' marks, which the icon package dropped: drawn into the same sprite (config/brand-icons.ts)
 * and referenced like every other icon, instead of their drawing copied into each page three times (issue 48).
 */
export const brandIconNames = ["Facebook", "Instagram"] as const;

export type BrandIconName = (typeof brandIconNames)[number];
