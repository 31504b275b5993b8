// The one declaration of the content, from which the validator, the GraphQL types, the JSON Schemas
// and the editor's forms are derived. Objects are strict so that a misspelt field name is reported.
import * as z from "zod";
import {
  PICTURE_NAME_CHARACTERS,
  PICTURE_NAME_PATTERN,
  PICTURE_TYPE_NAMES,
  POST_SLUG_PATTERN,
} from "./content-paths.mjs";

/** GraphQL names of shared shapes, and types of fields that are more than their JSON (a picture's File). */
export const graphqlNames = z.registry<{ typeName?: string; fieldType?: string }>();

/** Fields the editor edits with more than a one-line box; "image" marks a picture's file name. */
export const editorWidgets = z.registry<{ widget: "text" | "image" | "date" }>();

type Words<S extends string> = S extends `${infer First} ${infer Rest}` ? [First, ...Words<Rest>] : [S];
/** A list of names written as one line of words, typed as the names themselves. */
export const words = <S extends string>(names: S) => names.split(" ") as Words<S>;
/** A `text` field of each name. */
export const texts = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, text])) as Record<K, typeof text>;

/** The landing page's sections: each is one file, data/sections/<id>.json. */
export const SECTION_IDS = words(
  "hero service-providers create-profile become-provider sessions domain-founders node-operators features chains-and-token final-call-to-action",
);
export type SectionId = (typeof SECTION_IDS)[number];

export const named = <T extends z.ZodType>(typeName: string, schema: T): T => {
  graphqlNames.add(schema, { typeName });
  return schema;
};
export const list = <T extends z.ZodType>(item: T) => z.array(item).min(1);
// Patterns rather than refinements, so the generated JSON Schemas check them in editors' IDEs too.
export const pattern = (regex: RegExp, message: string) => z.string().regex(regex, message);
/** Text with a placeholder the site fills in, such as "{tag}". */
const template = (placeholder: string, what: string) =>
  pattern(new RegExp(`\\{${placeholder}\\}`), `expected text with "{${placeholder}}" where ${what} goes`);

export const text = z.string().trim().min(1, "expected non-empty text");
export const paragraph = text.clone().register(editorWidgets, { widget: "text" });
export const jsonSchemaLink = { $schema: z.string().optional() };

const href = pattern(
  /^(https:\/\/[^\s/\\$.?#][^\s\\]*|\/(?![/\\])[^\s\\]*)$/,
  'expected an absolute "https://" URL or a site path starting with "/"',
);

export const link = named("ContentLink", z.strictObject({ label: text, href }));

/** A link whose destination may not exist yet: without `href` it renders as an unavailable placeholder. */
const optionalLink = named("OptionalLink", z.strictObject({ label: text, href: href.optional() }));

/** A picture's file name, of a type the build processes; `fieldType` says where the build finds it. */
const pictureName = (fieldType: string) =>
  pattern(
    new RegExp(`^${PICTURE_NAME_PATTERN}$`),
    `expected the file name of a ${PICTURE_TYPE_NAMES} picture, of ${PICTURE_NAME_CHARACTERS}, such as "hero.png"`,
  )
    .register(graphqlNames, { fieldType })
    .register(editorWidgets, { widget: "image" });

/** A picture in data/images/. */
export const image = named(
  "ContentImage",
  z.strictObject({
    src: pictureName('File! @link(by: "relativePath")'),
    alt: z.string().trim().min(1, "expected alt text describing the image for people who cannot see it"),
  }),
);

export const site = z.strictObject({
  ...jsonSchemaLink,
  name: text,
  description: paragraph,
  siteUrl: pattern(/^https:\/\/[^/\s]+$/, 'expected the site\'s origin, "https://" and a host with no trailing slash'),
  language: pattern(/^[a-z]{2}(-[A-Z]{2})?$/, 'expected a language tag such as "en"'),
  themeColor: pattern(/^#[0-9a-fA-F]{6}$/, 'expected a colour such as "#0B0D17"'),
  shareImage: image,
  icon: image,
  ...texts("skipLinkLabel", "newTabLabel", "placeholderTooltip", "placeholderLabel", "editorTitle"),
  social: z.strictObject({ xHandle: pattern(/^@\w+$/, 'expected an X handle such as "@parley"') }),
});

export const navigation = z.strictObject({
  ...jsonSchemaLink,
  ...texts("logoLabel", "navLabel", "menuOpenLabel", "menuCloseLabel"),
  links: list(link),
});

export const footer = z.strictObject({
  ...jsonSchemaLink,
  ...texts("tagline", "copyright", "legalLabel"),
  legal: z.array(optionalLink),
  contact: z.strictObject({ heading: text, email: z.email("expected an e-mail address such as hello@parley.example") }),
  resources: z.strictObject({ heading: text, links: list(optionalLink) }),
});

const shareHref = pattern(
  /^https:\/\/[^\s]*\{url\}[^\s]*$/,
  'expected an "https://" address with "{url}" where the post\'s address goes (and "{title}" for its title)',
);

const pageMeta = { ...jsonSchemaLink, title: text, description: paragraph };

export const pages = {
  landing: z.strictObject({ ...pageMeta }),
  // heading and text are all the page shows while there is no published post.
  blog: z.strictObject({
    ...pageMeta,
    heading: text,
    text: paragraph,
    posts: z.strictObject({
      ...texts("feedTitle", "draft"),
      dateLocale: pattern(
        /^[a-z]{2,3}(-[A-Z]{2})?$/,
        'expected a language and region such as "en-GB", whose way the day is written in',
      ),
      readingTime: template("minutes", "the number"),
      byline: template("author", "the name"),
      tags: text,
      tagHeading: template("tag", "the tag"),
      tagTitle: template("tag", "the tag"),
      postTitle: template("title", "the post's title"),
      ...texts("previous", "next", "newer", "older", "pagination", "defaultAuthor", "allPosts", "feedLink", "allTags"),
      pageOf: pattern(
        /^(?=[^]*\{page\})(?=[^]*\{pages\})/,
        'expected text with "{page}" and "{pages}" where the page\'s number and the number of pages go',
      ),
      tagCount: z.strictObject({ one: template("count", "the number"), other: template("count", "the number") }),
      tableLabel: template("number", "the table's number"),
      // Plain links to each network's own share page: no script or request of theirs reaches the page.
      share: z.strictObject({
        heading: text,
        links: list(named("ShareLink", z.strictObject({ label: text, href: shareHref }))),
        copyLink: text,
        copied: text,
      }),
    }),
  }),
  "not-found": z.strictObject({ ...pageMeta, heading: text, text: paragraph, action: link, consoleMessage: text }),
  // Shown in place of a page that fails in the browser: no description, as search engines never see it.
  error: z.strictObject({ ...jsonSchemaLink, title: text, heading: text, text: paragraph, action: link }),
};

export const POST_SLUG = new RegExp(`^${POST_SLUG_PATTERN}$`);

/** Addresses under /blog/ that the blog's own pages take, so no post may have them. */
export const RESERVED_POST_SLUGS = ["page", "tags"] as const;

const calendarDay = z.iso.date();

/** A post's front matter; its pictures are files next to it, named alone, as the editor saves them. */
const postPicture = pictureName("File! @fileByRelativePath");
export const blogPostSchema = named(
  "MarkdownRemarkFrontmatter",
  z.strictObject({
    title: text,
    date: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
        error: 'expected a day written as YYYY-MM-DD, e.g. "2025-03-14"',
        abort: true,
      })
      .refine((day) => calendarDay.safeParse(day).success, {
        error: (issue) => `expected a day of the calendar, but ${String(issue.input)} is not one`,
      })
      .register(graphqlNames, { fieldType: "Date! @dateformat" })
      .register(editorWidgets, { widget: "date" }),
    description: paragraph,
    cover: postPicture,
    coverAlt: z.string().trim().min(1, "expected alt text describing the cover for people who cannot see it"),
    author: text.optional(),
    tags: z.array(pattern(/[A-Za-z0-9]/, "expected a tag with at least one letter or digit")),
    draft: z.boolean(),
    /** A share card of the editor's own, in place of the one the build draws from the title. */
    shareImage: postPicture.optional(),
  }),
);
