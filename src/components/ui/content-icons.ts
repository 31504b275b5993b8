import ChartPie from "lucide-react/icons/chart-pie";
import Coins from "lucide-react/icons/coins";
import Gauge from "lucide-react/icons/gauge";
import Layers from "lucide-react/icons/layers";
import Megaphone from "lucide-react/icons/megaphone";
import Network from "lucide-react/icons/network";
import Server from "lucide-react/icons/server";
import ShieldCheck from "lucide-react/icons/shield-check";
import Video from "lucide-react/icons/video";
import Vote from "lucide-react/icons/vote";
import Wallet from "lucide-react/icons/wallet";
import Waypoints from "lucide-react/icons/waypoints";
import type { LucideIcon } from "lucide-react";
import type { ICON_NAMES } from "../../content/schema";

/**
 * The icons content may name (data/sections/*.json "icon"). plugins/content-icons draws them into
 * one sprite file, which the pages' icons point into (Icon.tsx).
 */
export const contentIcons: Record<(typeof ICON_NAMES)[number], LucideIcon> = {
  coins: Coins,
  gauge: Gauge,
  server: Server,
  "chart-pie": ChartPie,
  "shield-check": ShieldCheck,
  megaphone: Megaphone,
  waypoints: Waypoints,
  wallet: Wallet,
  vote: Vote,
  layers: Layers,
  network: Network,
  video: Video,
};
