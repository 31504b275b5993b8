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
import { css } from "@emotion/react";
import type { ICON_NAMES } from "../../content";
import { theme } from "../../theme";

type IconName = (typeof ICON_NAMES)[number];

/** The icons content may name (data/sections/*.json "icon"). */
const icons: Record<IconName, LucideIcon> = {
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

const tileCss = css`
  flex-shrink: 0;
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border: 1px solid ${theme.tints.accentBorder};
  border-radius: ${theme.radii.md};
  background: ${theme.gradients.iconTile};
  color: ${theme.colors.accent};
`;

/**
 * A decorative icon by the name content gives it; the text beside it carries the meaning.
 * Content validation only lets known names through.
 */
export function ContentIcon({ name, size }: { name: string; size: string }) {
  const Glyph = icons[name as IconName];
  return <Glyph size={size} aria-hidden="true" strokeWidth={1.75} />;
}

/** A content icon on a tinted tile: the mark of a card. */
export function IconTile({ name }: { name: string }) {
  return (
    <span css={tileCss}>
      <ContentIcon name={name} size="1.5rem" />
    </span>
  );
}
