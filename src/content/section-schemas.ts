import * as z from "zod";
import { image, jsonSchemaLink, link, list, named, paragraph, pattern, text, texts } from "./schema";
import { SECTION_IDS, words, type SectionId } from "./schema";

/** Icons a feature or token card may show; the names map to lucide-react components. */
export const ICON_NAMES = words(
  "coins gauge server chart-pie shield-check megaphone waypoints wallet vote layers network video",
);

/** An in-page link to a landing section, e.g. "#service-providers". */
const sectionAnchor = pattern(
  new RegExp(`^#(${SECTION_IDS.join("|")})$`),
  `expected "#" followed by a landing section id (${SECTION_IDS.join(", ")})`,
);

const point = named("ContentPoint", z.strictObject({ title: text, text: paragraph }));
const icon = z.enum(ICON_NAMES);
/** A point marked by an icon instead of a number. */
const iconPoint = named("IconPoint", z.strictObject({ icon, title: text, text: paragraph }));

const sectionBase = {
  ...jsonSchemaLink,
  order: z.number().int("expected a whole number").positive("expected a number from 1 up"),
};

// The label above the heading is for the sections that address one audience: a few stand out, all would not.
const sectionIntro = { ...sectionBase, eyebrow: text.optional(), heading: text, text: paragraph };

/** The one action an audience's section ends with: its reader's next step. */
const nextStep = link;

/** Points marked by icons, beside a picture: the shape two sections share. */
const iconPointsSection = named(
  "IconPointsSection",
  // The sessions address no one audience, so they have no next step.
  z.strictObject({ ...sectionIntro, points: list(iconPoint), image, nextStep: nextStep.optional() }),
);

const sampleProfile = {
  ...texts("name", "role", "status"),
  avatar: image,
  tags: list(text),
  billing: text,
  action: link,
};

const domainCard = named(
  "DomainCard",
  z.strictObject({ name: text, badge: text, text: paragraph, action: link, image }),
);
const chainCard = named("ChainCard", z.strictObject({ icon, title: text, text: paragraph, highlights: list(text) }));
const inPageLink = named("InPageLink", z.strictObject({ label: text, href: sectionAnchor }));

export const sectionSchemas = {
  hero: z.strictObject({
    ...sectionBase,
    title: text,
    tagline: text,
    text: paragraph,
    primaryAction: link,
    secondaryAction: inPageLink,
    image,
  }),
  "service-providers": z.strictObject({ ...sectionIntro, points: list(text), image }),
  "create-profile": z.strictObject({ ...sectionIntro, profile: named("SampleProfile", z.strictObject(sampleProfile)) }),
  "become-provider": z.strictObject({ ...sectionIntro, steps: list(point), image, nextStep }),
  sessions: iconPointsSection,
  "domain-founders": z.strictObject({ ...sectionIntro, domains: list(domainCard), nextStep }),
  "node-operators": iconPointsSection,
  features: z.strictObject({ ...sectionIntro, cards: list(iconPoint) }),
  "chains-and-token": z.strictObject({ ...sectionIntro, cards: list(chainCard), nextStep }),
  "final-call-to-action": z.strictObject({ ...sectionBase, heading: text, text: paragraph, action: link }),
} satisfies Record<SectionId, z.ZodType>;
