/**
 * What the site must always show: the contract the browser tests hold the site to. It is written
 * out here on purpose rather than read from data/: were the tests to read their expectations from
 * the content they check, an edit that drops a required string or link would pass them unnoticed.
 * Change a value here only when what the site must show changes.
 */
export const UNREKT = "https://unrekt.parley.example";
export const FANFARE = "https://fanfare.parley.example";
const X_ACCOUNT = "https://x.com/parleyprotocol";
const DOCS = "https://docs.parley.example";
const WHITEPAPER = "https://parley.example/whitepaper.pdf";
export const EMAIL = "hello@parley.example";

/** Every string the landing page must show, in the order it shows them. */
export const LANDING_STRINGS = [
  "PARLEY PROTOCOL",
  "Paid chats redefined.",
  "Join Unrekt",
  "Discover",
  "Create your profile",
  "Crypto Trader",
  "Make a call",
  "Become a service provider",
  "Do 1:1 sessions",
  "Unrekt",
  "Fanfare",
  "Contribution",
  "Generate income",
  "Unique features",
  "Monetization functionality",
  "Pay-as-you-go pricing",
  "Infrastructure as a service",
  "Revenue sharing",
  "Secure connections",
  "Censorship-resistance",
  "Multi-chain support",
  "Select your community",
] as const;

/**
 * Each audience's next step: the last link of its section (section id, label, target), as
 * DECISIONS.md gives them.
 */
export const NEXT_STEPS = [
  ["become-provider", "Set up your profile", UNREKT],
  ["domain-founders", "Found a domain", `${DOCS}/domains`],
  ["node-operators", "Run a node", `${DOCS}/nodes`],
  ["chains-and-token", "Read the token design", `${WHITEPAPER}#token`],
] as const;

/** Header links (label, target), on every page. */
export const HEADER_LINKS = [
  ["Home", "/"],
  ["Blog", "/blog"],
  ["Twitter", X_ACCOUNT],
  ["Docs", DOCS],
  ["Whitepaper", WHITEPAPER],
] as const;

/** Footer links with a destination. */
export const FOOTER_LINKS = [
  ["Blog", "/blog"],
  ["X", X_ACCOUNT],
  [EMAIL, `mailto:${EMAIL}`],
] as const;

/** Footer placeholders: shown, focusable, announced as unavailable, no destination. */
export const FOOTER_PLACEHOLDERS = ["Privacy", "Terms", "Farcaster", "LinkedIn"] as const;

/** What the 404 page says, and the three routes: the landing page, the blog, and an unknown path. */
export const NOT_FOUND_TEXT = "Oops! The page you're looking for doesn't exist.";
export const ROUTES = ["/", "/blog", "/no-such-page"] as const;
