// Written by scripts/make-static-icons.ts from lucide-react 1.75.0: do not edit, run it again.
// lucide icons for server components on public pages, without lucide-react's client <Icon> (static-icon.tsx).
import { staticIcon } from "./static-icon";

/** public/icons.svg, named by its content so browsers may keep it for good. */
export const ICON_SPRITE = "/icons.svg?v=53aa21f7da";

export const AlertTriangle = staticIcon({"name":"triangle-exclamation-point","size":24,"node":[],"aliases":["alert-triangle","triangle-alert"]}, ICON_SPRITE);
export const ArrowLeft = staticIcon({"name":"arrow-left","size":24,"node":[]}, ICON_SPRITE);
export const Backpack = staticIcon({"name":"backpack","size":24,"node":[]}, ICON_SPRITE);
export const BadgeCheck = staticIcon({"name":"badge-check","size":24,"node":[],"aliases":["verified"]}, ICON_SPRITE);
export const CalendarCheck = staticIcon({"name":"calendar-check","size":24,"node":[]}, ICON_SPRITE);
export const CalendarDays = staticIcon({"name":"calendar-days","size":24,"node":[]}, ICON_SPRITE);
export const ChevronLeft = staticIcon({"name":"chevron-left","size":24,"node":[]}, ICON_SPRITE);
export const ChevronRight = staticIcon({"name":"chevron-right","size":24,"node":[]}, ICON_SPRITE);
export const Clock = staticIcon({"name":"clock","size":24,"node":[]}, ICON_SPRITE);
export const Compass = staticIcon({"name":"compass","size":24,"node":[]}, ICON_SPRITE);
export const CreditCard = staticIcon({"name":"credit-card","size":24,"node":[]}, ICON_SPRITE);
export const ExternalLink = staticIcon({"name":"external-link","size":24,"node":[]}, ICON_SPRITE);
export const Gauge = staticIcon({"name":"gauge","size":24,"node":[]}, ICON_SPRITE);
export const Handshake = staticIcon({"name":"handshake","size":24,"node":[]}, ICON_SPRITE);
export const ImageOff = staticIcon({"name":"image-off","size":24,"node":[]}, ICON_SPRITE);
export const Leaf = staticIcon({"name":"leaf","size":24,"node":[]}, ICON_SPRITE);
export const LifeBuoy = staticIcon({"name":"life-buoy","size":24,"node":[]}, ICON_SPRITE);
export const LinkIcon = staticIcon({"name":"link","size":24,"node":[]}, ICON_SPRITE);
export const LoaderCircle = staticIcon({"name":"loader-circle","size":24,"node":[],"aliases":["loader-2"]}, ICON_SPRITE);
export const Mail = staticIcon({"name":"mail","size":24,"node":[]}, ICON_SPRITE);
export const MapPin = staticIcon({"name":"map-pin","size":24,"node":[]}, ICON_SPRITE);
export const Menu = staticIcon({"name":"menu","size":24,"node":[]}, ICON_SPRITE);
export const MessageCircle = staticIcon({"name":"message-circle","size":24,"node":[]}, ICON_SPRITE);
export const MessageSquareQuote = staticIcon({"name":"message-square-quote","size":24,"node":[]}, ICON_SPRITE);
export const Mountain = staticIcon({"name":"mountain","size":24,"node":[]}, ICON_SPRITE);
export const Package = staticIcon({"name":"package","size":24,"node":[]}, ICON_SPRITE);
export const PlayCircle = staticIcon({"name":"circle-play","size":24,"node":[],"aliases":["play-circle"]}, ICON_SPRITE);
export const Search = staticIcon({"name":"search","size":24,"node":[]}, ICON_SPRITE);
export const ShieldCheck = staticIcon({"name":"shield-check","size":24,"node":[]}, ICON_SPRITE);
export const SlidersHorizontal = staticIcon({"name":"sliders-horizontal","size":24,"node":[]}, ICON_SPRITE);
export const StarIcon = staticIcon({"name":"star","size":24,"node":[]}, ICON_SPRITE);
export const Target = staticIcon({"name":"target","size":24,"node":[]}, ICON_SPRITE);
export const Ticket = staticIcon({"name":"ticket","size":24,"node":[]}, ICON_SPRITE);
export const Users = staticIcon({"name":"users","size":24,"node":[]}, ICON_SPRITE);
export const VideoOff = staticIcon({"name":"video-off","size":24,"node":[]}, ICON_SPRITE);
export const X = staticIcon({"name":"x","size":24,"node":[]}, ICON_SPRITE);
