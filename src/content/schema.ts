/**
 * The shape of every content file under data/, as zod schemas: the one declaration of the
 * content. Everything else is derived from it (`content-files.ts` lists the files):
 * `validate.ts` checks the files before Gatsby builds a page, `graphql-types.ts` writes the
 * GraphQL types the page queries read (and Gatsby's typegen the TypeScript types of those
 * queries), and `json-schemas.ts` the JSON Schemas editors' IDEs use. Objects are strict so that
 * a misspelt field name is reported instead of silently ignored.
 */
import { z } from "zod";

/**
 * GraphQL names for shapes that several fields share (other nested objects are named after their
 * field), and the GraphQL type of a field that is more than its JSON value (an image file name
 * resolves to the File node, so the page queries can ask for the processed image).
 */
export const graphqlNames = z.registry<{ typeName?: string; fieldType?: string }>();

/**
 * Fields the browser editor (src/admin/) edits with more than a one-line text box: a text area for
 * prose, the media library for an image file.
 */
export const editorWidgets = z.registry<{ widget: "text" | "image" }>();

/** Icons a feature or token card may show; the names map to lucide-react components. */
export const ICON_NAMES = [
  "coins",
  "gauge",
  "server",
  "chart-pie",
  "shield-check",
  "megaphone",
  "waypoints",
  "wallet",
  "vote",
  "layers",
  "network",
  "video",
] as const;

/** The landing page's sections: each is one file, data/sections/<id>.json. */
export const SECTION_IDS = [
  "hero",
  "service-providers",
  "create-profile",
  "become-provider",
  "sessions",
  "domain-founders",
  "node-operators",
  "features",
  "chains-and-token",
  "final-call-to-action",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** What the validator needs to know about the world outside a file. */
export interface ContentContext {
  /** Whether data/images/<name> exists. */
  imageExists: (name: string) => boolean;
}

const text = z.string().trim().min(1, "expected non-empty text");
/** Text of a sentence or more. */
const paragraph = z.string().trim().min(1, "expected non-empty text").register(editorWidgets, { widget: "text" });

// Patterns rather than refinements, so the generated JSON Schemas check them in editors' IDEs too.
const href = z
  .string()
  .regex(
    /^(https:\/\/[^\s/$.?#][^\s]*|\/(?!\/)\S*)$/,
    'expected an absolute "https://" URL or a site path starting with "/"',
  );

/** An in-page link to a landing section, e.g. "#service-providers". */
const sectionAnchor = z
  .string()
  .regex(
    new RegExp(`^#(${SECTION_IDS.join("|")})$`),
    `expected "#" followed by a landing section id (${SECTION_IDS.join(", ")})`,
  );

const email = z.email("expected an e-mail address such as hello@parley.example");

const link = z.strictObject({ label: text, href }).register(graphqlNames, { typeName: "ContentLink" });

/**
 * A link whose destination may not exist yet. Without `href` it renders as an unavailable
 * placeholder with a "Coming soon" tooltip; giving it an `href` makes it an ordinary link.
 */
const optionalLink = z
  .strictObject({ label: text, href: href.optional() })
  .register(graphqlNames, { typeName: "OptionalLink" });

const point = z.strictObject({ title: text, text: paragraph }).register(graphqlNames, { typeName: "ContentPoint" });
const icon = z.enum(ICON_NAMES);
/** A point marked by an icon instead of a number. */
const iconPoint = z
  .strictObject({ icon, title: text, text: paragraph })
  .register(graphqlNames, { typeName: "IconPoint" });

export function contentSchemas({ imageExists }: ContentContext) {
  const image = z
    .strictObject({
      src: z
        .string()
        .min(1, "expected the file name of an image in data/images/")
        .refine((name) => imageExists(name), {
          error: (issue) => `expected an image file in data/images/, but "${String(issue.input)}" is not there`,
        })
        .register(graphqlNames, { fieldType: 'File! @link(by: "relativePath")' })
        .register(editorWidgets, { widget: "image" }),
      alt: z.string().trim().min(1, "expected alt text describing the image for people who cannot see it"),
    })
    .register(graphqlNames, { typeName: "ContentImage" });

  const sectionBase = {
    $schema: z.string().optional(),
    order: z.number().int("expected a whole number").positive("expected a number from 1 up"),
  };

  /** Points marked by icons, beside a picture: the shape two sections share. */
  const iconPointsSection = z
    .strictObject({
      ...sectionBase,
      eyebrow: text,
      heading: text,
      text: paragraph,
      points: z.array(iconPoint).min(1),
      image,
    })
    .register(graphqlNames, { typeName: "IconPointsSection" });

  const sections = {
    hero: z.strictObject({
      ...sectionBase,
      title: text,
      tagline: text,
      text: paragraph,
      primaryAction: link,
      secondaryAction: z
        .strictObject({ label: text, href: sectionAnchor })
        .register(graphqlNames, { typeName: "InPageLink" }),
      image,
    }),
    "service-providers": z.strictObject({
      ...sectionBase,
      eyebrow: text,
      heading: text,
      text: paragraph,
      points: z.array(text).min(1),
      image,
    }),
    "create-profile": z.strictObject({
      ...sectionBase,
      eyebrow: text,
      heading: text,
      text: paragraph,
      profile: z
        .strictObject({
          name: text,
          role: text,
          status: text,
          avatar: image,
          tags: z.array(text).min(1),
          billing: text,
          action: link,
        })
        .register(graphqlNames, { typeName: "SampleProfile" }),
    }),
    "become-provider": z.strictObject({
      ...sectionBase,
      eyebrow: text,
      heading: text,
      text: paragraph,
      steps: z.array(point).min(1),
      image,
    }),
    sessions: iconPointsSection,
    "domain-founders": z.strictObject({
      ...sectionBase,
      eyebrow: text,
      heading: text,
      text: paragraph,
      domains: z
        .array(
          z
            .strictObject({
              name: text,
              badge: text,
              text: paragraph,
              action: link,
              image,
            })
            .register(graphqlNames, { typeName: "DomainCard" }),
        )
        .min(1),
    }),
    "node-operators": iconPointsSection,
    features: z.strictObject({
      ...sectionBase,
      eyebrow: text,
      heading: text,
      text: paragraph,
      cards: z.array(iconPoint).min(1),
    }),
    "chains-and-token": z.strictObject({
      ...sectionBase,
      eyebrow: text,
      heading: text,
      text: paragraph,
      cards: z
        .array(
          z
            .strictObject({
              icon,
              title: text,
              text: paragraph,
              highlights: z.array(text).min(1),
            })
            .register(graphqlNames, { typeName: "ChainCard" }),
        )
        .min(1),
    }),
    "final-call-to-action": z.strictObject({
      ...sectionBase,
      heading: text,
      text: paragraph,
      action: link,
    }),
  } satisfies Record<SectionId, z.ZodType>;

  const site = z.strictObject({
    $schema: z.string().optional(),
    name: text,
    description: paragraph,
    siteUrl: z
      .string()
      .regex(/^https:\/\/[^/\s]+$/, 'expected the site\'s origin, "https://" and a host with no trailing slash'),
    language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'expected a language tag such as "en"'),
    themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour such as "#0B0D17"'),
    shareImage: image,
    icon: image,
    skipLinkLabel: text,
    newTabLabel: text,
    placeholderTooltip: text,
    placeholderLabel: text,
    social: z.strictObject({ xHandle: z.string().regex(/^@\w+$/, 'expected an X handle such as "@parley"') }),
  });

  const navigation = z.strictObject({
    $schema: z.string().optional(),
    logoLabel: text,
    navLabel: text,
    menuOpenLabel: text,
    menuCloseLabel: text,
    links: z.array(link).min(1),
  });

  const footer = z.strictObject({
    $schema: z.string().optional(),
    tagline: text,
    copyright: text,
    legalLabel: text,
    legal: z.array(optionalLink),
    contact: z.strictObject({ heading: text, email }),
    resources: z.strictObject({ heading: text, links: z.array(optionalLink).min(1) }),
  });

  const pageMeta = { $schema: z.string().optional(), title: text, description: paragraph };

  const pages = {
    landing: z.strictObject({ ...pageMeta }),
    blog: z.strictObject({ ...pageMeta, heading: text, text: paragraph }),
    "not-found": z.strictObject({
      ...pageMeta,
      heading: text,
      text: paragraph,
      action: link,
      consoleMessage: text,
    }),
    // Shown in place of a page that fails in the browser, so it has a title but no description
    // for search engines.
    error: z.strictObject({ $schema: pageMeta.$schema, title: text, heading: text, text: paragraph, action: link }),
  };

  return { site, navigation, footer, sections, pages };
}

export type ContentSchemas = ReturnType<typeof contentSchemas>;
