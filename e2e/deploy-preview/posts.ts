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

/** A draft: deploy previews show it, with a "Draft" badge. */
export const DRAFT = {
  slug: "an-unfinished-draft",
  frontMatter: samplePost({ title: "An unfinished draft", date: "2025-04-01", draft: true }),
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
