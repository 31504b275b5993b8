/**
 * The shape of every content file under data/, as zod schemas: the one declaration of the
 * content. Everything else is derived from it (`content-files.ts` lists the files):
 * `validate.ts` checks the files before Gatsby builds a page, `graphql-types.ts` writes the
 * GraphQL types the page queries read (and Gatsby's typegen the TypeScript types of those
 * queries), and `json-schemas.ts` the JSON Schemas editors' IDEs use. Objects are strict so that
 * a misspelt field name is reported instead of silently ignored.
 */
import * as z from "zod";
import {
  IMAGE_FOLDER,
  PICTURE_NAME_CHARACTERS,
  PICTURE_NAME_PATTERN,
  PICTURE_TYPE_NAMES,
  POST_SLUG_PATTERN,
} from "./content-paths.mjs";

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
export const editorWidgets = z.registry<{ widget: "text" | "image" | "date" }>();

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
 * placeholder with a tooltip (the words are site.json's); giving it an `href` makes it an ordinary link.
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

/** A picture's file name, of a type the build processes. */
const pictureName = z.string().regex(
  new RegExp(`^${PICTURE_NAME_PATTERN}$`),
  // Whether a picture of another name is there is beside the point.
  {
    error: `expected the file name of a ${PICTURE_TYPE_NAMES} picture, of ${PICTURE_NAME_CHARACTERS}, such as "hero.png"`,
    abort: true,
  },
);

export function contentSchemas({ imageExists }: ContentContext) {
  const image = z
    .strictObject({
      src: pictureName
        .refine((name) => imageExists(name), {
          error: (issue) =>
            `expected an image file in data/${IMAGE_FOLDER}/, but "${String(issue.input)}" is not there`,
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

  /**
   * How most sections open: the heading and a paragraph, with a small label above the heading on
   * the sections that address one audience (a few labels stand out; one on every section does not).
   */
  const sectionIntro = { ...sectionBase, eyebrow: text.optional(), heading: text, text: paragraph };

  /** The one action an audience's section ends with: its reader's next step. */
  const nextStep = link;

  /** Points marked by icons, beside a picture: the shape two sections share. */
  const iconPointsSection = z
    .strictObject({
      ...sectionIntro,
      points: z.array(iconPoint).min(1),
      image,
      // The node operators' next step; the sessions, which address no one audience, have none.
      nextStep: nextStep.optional(),
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
      ...sectionIntro,
      points: z.array(text).min(1),
      image,
    }),
    "create-profile": z.strictObject({
      ...sectionIntro,
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
      ...sectionIntro,
      steps: z.array(point).min(1),
      image,
      nextStep,
    }),
    sessions: iconPointsSection,
    "domain-founders": z.strictObject({
      ...sectionIntro,
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
      nextStep,
    }),
    "node-operators": iconPointsSection,
    features: z.strictObject({
      ...sectionIntro,
      cards: z.array(iconPoint).min(1),
    }),
    "chains-and-token": z.strictObject({
      ...sectionIntro,
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
      nextStep,
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
    // The browser editor's page title (/admin/).
    editorTitle: text,
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
    // heading and text are all the page shows while there is no published post.
    blog: z.strictObject({
      ...pageMeta,
      heading: text,
      text: paragraph,
      posts: z.strictObject({
        feedTitle: text,
        draft: text,
        // How a post's day is written: "en-GB" writes 14 March 2025.
        dateLocale: z
          .string()
          .regex(
            /^[a-z]{2,3}(-[A-Z]{2})?$/,
            'expected a language and region such as "en-GB", whose way the day is written in',
          ),
        readingTime: z.string().regex(/\{minutes\}/, 'expected text with "{minutes}" where the number goes'),
        byline: z.string().regex(/\{author\}/, 'expected text with "{author}" where the name goes'),
        tags: text,
        tagHeading: z.string().regex(/\{tag\}/, 'expected text with "{tag}" where the tag goes'),
        // The browser tab's title of a tag's page and of a post's page.
        tagTitle: z.string().regex(/\{tag\}/, 'expected text with "{tag}" where the tag goes'),
        postTitle: z.string().regex(/\{title\}/, 'expected text with "{title}" where the post\'s title goes'),
        previous: text,
        next: text,
        newer: text,
        older: text,
        pagination: text,
      }),
    }),
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

/** A post's folder name, which is also its address (/blog/<slug>). */
export const POST_SLUG = new RegExp(`^${POST_SLUG_PATTERN}$`);

/** Addresses under /blog/ that the blog's own pages take, so no post may have them. */
export const RESERVED_POST_SLUGS = ["page", "tags"] as const;

/** What the validator needs to know about the post's folder. */
export interface PostContext {
  /** Whether a picture of this name is next to the post (in data/blog/<slug>/). */
  pictureExists: (name: string) => boolean;
}

/** Whether "YYYY-MM-DD" names a day the calendar has: not 2025-02-31. */
function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split("-").map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/**
 * A post's front matter (the YAML between the "---" lines at the top of its index.md). Pictures
 * are files next to the post, named by their file name alone, as the browser editor saves them.
 */
export function blogPostSchema({ pictureExists }: PostContext) {
  const picture = pictureName
    .refine((name) => pictureExists(name), {
      error: (issue) => `expected a picture next to the post, but "${String(issue.input)}" is not there`,
    })
    .register(graphqlNames, { fieldType: "File! @fileByRelativePath" })
    .register(editorWidgets, { widget: "image" });
  return z
    .strictObject({
      title: text,
      date: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
          error: 'expected a day written as YYYY-MM-DD, e.g. "2025-03-14"',
          abort: true,
        })
        .refine(isCalendarDay, {
          error: (issue) => `expected a day of the calendar, but ${String(issue.input)} is not one`,
        })
        .register(graphqlNames, { fieldType: "Date! @dateformat" })
        .register(editorWidgets, { widget: "date" }),
      description: paragraph,
      cover: picture,
      coverAlt: z.string().trim().min(1, "expected alt text describing the cover for people who cannot see it"),
      author: text.optional(),
      tags: z.array(z.string().regex(/[A-Za-z0-9]/, "expected a tag with at least one letter or digit")),
      draft: z.boolean(),
      /** A share card of the editor's own, in place of the one the build draws from the title. */
      shareImage: picture.optional(),
    })
    .register(graphqlNames, { typeName: "MarkdownRemarkFrontmatter" });
}
