import { samplePost } from "../../__tests__/support/sample-posts";

/** The production address of the site (data/site.json), which every absolute URL of a build names. */
export const SITE_URL = "https://parley.example";

/**
 * The published sample post, written into the copy by the test: its body carries every kind of
 * raw HTML the page must not let through, and a picture for the build to resize.
 */
export const PUBLISHED = {
  slug: "paid-calls-one-minute-at-a-time",
  frontMatter: samplePost(),
  picture: "diagram.png",
  body: `Parley meters every session by the minute.

## How a session is paid

![Two devices connected directly](diagram.png)

Read the [protocol docs](https://docs.parley.example) or go [home](/).

<script>window.__injected = "script"</script>
<img src="/nope.png" onerror="window.__injected = 'handler'">
<a href="javascript:window.__injected='url'">a javascript link</a>
<iframe src="https://evil.example/"></iframe>
<style>body { display: none }</style>
<p style="color: red" id="styled">styled paragraph</p>
`,
};

/** A draft: deploy previews show it, with a "Draft" badge; a production build nothing of it (production-build.ts). */
export const DRAFT = {
  slug: "an-unfinished-draft",
  // Its own tag, which only a preview has a page for.
  tag: { name: "Unreleased", path: "/blog/tags/unreleased" },
  frontMatter: samplePost({
    title: "An unfinished draft",
    date: "2025-04-01",
    tags: ["Protocol", "Payments", "Unreleased"],
    draft: true,
  }),
};

/** A post as the browser editor saves one (build.ts writes it), which the editor opens and previews (editor-round-trip.ts). */
export const EDITOR_POST = {
  slug: "nodes-that-pay-their-way",
  title: "Nodes that pay their way",
  date: "2025-02-03",
  shownDate: "3 February 2025",
  description: "What a node operator contributes to the network, and how it earns for it.",
  coverAlt: "Two screens linked by a line of light",
  author: "Ada Node",
  tag: "Nodes",
  body: "Every node relays calls between providers and callers.",
};

/** The post an editor writes through /admin/ after the build (editor-round-trip.ts), with its cover uploaded next to it. */
export const WRITTEN_IN_EDITOR = {
  ...EDITOR_POST,
  slug: "relays-that-pay-their-way",
  title: "Relays that pay their way",
};

/** An edit of a landing section's heading, saved through the editor's API before the build (build.ts). */
export const LANDING_EDIT = {
  file: "data/sections/sessions.json",
  shipped: "Do 1:1 sessions",
  edited: "Hold 1:1 sessions, as an editor saved them",
};

/**
 * A post with everything that can widen a page or needs styling to read: a long code line, a wide
 * table, a long URL, an address, a quote, lists, a rule, headings of every level and a picture.
 */
export const RICH = {
  slug: "what-a-session-settles-on-chain",
  frontMatter: samplePost({
    title: "What a session settles on chain",
    date: "2025-03-20",
    description: "The contracts a session touches, the numbers it writes and how to check them yourself.",
    tags: ["Protocol", "Nodes"],
  }),
  picture: "settlement.png",
  body: `A session settles in one transaction. This post follows one from the first minute to the
receipt, with the \`settleSession\` call, the numbers it writes and the address it pays from:
\`0x8ba1f109551bD432803012645Ac136ddd64DBA72\`.

## The contract

The escrow lives at 0x8ba1f109551bD432803012645Ac136ddd64DBA720x8ba1f109551bD432803012645Ac136ddd64DBA72 on the test network, and its source is at https://docs.parley.example/contracts/escrow/v2/SessionEscrow.sol#L120-L184?network=testnet&verified=true.

\`\`\`ts
const receipt = await escrow.settleSession({ sessionId, provider: "0x8ba1f109551bD432803012645Ac136ddd64DBA72", minutes: 42, ratePerHour: 120n * 10n ** 18n });
console.log(receipt.status); // 1 when the session is settled
\`\`\`

### What it writes

| Field | Type | Example | Meaning |
| --- | --- | --- | --- |
| sessionId | bytes32 | 0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be000000000000000000000000 | The session, as the caller's wallet opened it |
| minutes | uint32 | 42 | Whole minutes, rounded down |
| amount | uint256 | 84000000000000000000 | What the provider receives, in wei |

#### Checking it yourself

1. Open the transaction in a block explorer.
2. Find the \`SessionSettled\` event.
3. Compare its \`amount\` with minutes × rate ÷ 60.

> Nothing is held by a company in the middle: the escrow pays the provider the moment the
> session ends, and returns the rest to the caller.

![The settlement, from the caller's wallet to the provider's](settlement.png)

---

- Short calls cost only the minutes they last.
- Long calls are paid alike, and nobody waits for an invoice.
  - Providers see what they earned while they talk.

Run \`npm run verify-session -- --id 0x3f5ce5fb\` to check a receipt from a terminal:

\`\`\`
$ parley verify --session 0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be000000000000000000000000 --rpc https://rpc.testnet.parley.example
\`\`\`
`,
};
