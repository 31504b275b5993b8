/**
 * The GraphQL types of the content under data/, declared rather than inferred (`@dontInfer`):
 * an editor leaving a field empty must not change the schema under the page queries.
 * Mirrors schema.ts (which validates the files before this is used).
 * Image `src` fields hold a file name in data/images/ and resolve to that File node.
 */
export const contentTypeDefs = /* GraphQL */ `
  type ContentImage {
    src: File! @link(by: "relativePath")
    alt: String!
  }

  type ContentLink {
    label: String!
    href: String!
  }

  "A link that may have no destination yet: without href it shows as a placeholder."
  type OptionalLink {
    label: String!
    href: String
  }

  type ContentPoint {
    title: String!
    text: String!
  }

  type IconPoint {
    icon: String!
    title: String!
    text: String!
  }

  type SiteSocial {
    xHandle: String!
  }

  type SiteJson implements Node @dontInfer {
    name: String!
    description: String!
    siteUrl: String!
    language: String!
    themeColor: String!
    backgroundColor: String!
    shareImage: ContentImage!
    icon: ContentImage!
    skipLinkLabel: String!
    newTabLabel: String!
    placeholderTooltip: String!
    placeholderLabel: String!
    social: SiteSocial!
  }

  type NavigationJson implements Node @dontInfer {
    logoLabel: String!
    navLabel: String!
    menuOpenLabel: String!
    menuCloseLabel: String!
    links: [ContentLink!]!
  }

  type FooterContact {
    heading: String!
    email: String!
  }

  type FooterResources {
    heading: String!
    links: [OptionalLink!]!
  }

  type FooterJson implements Node @dontInfer {
    tagline: String!
    copyright: String!
    legalLabel: String!
    legal: [OptionalLink!]!
    contact: FooterContact!
    resources: FooterResources!
  }

  type LandingPageJson implements Node @dontInfer {
    title: String!
    description: String!
  }

  type BlogPageJson implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    text: String!
  }

  type NotFoundPageJson implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    text: String!
    action: ContentLink!
    consoleMessage: String!
  }

  type ErrorPageJson implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    text: String!
    action: ContentLink!
  }

  type HeroSectionJson implements Node @dontInfer {
    order: Int!
    title: String!
    tagline: String!
    text: String!
    primaryAction: ContentLink!
    secondaryAction: ContentLink!
    image: ContentImage!
  }

  type ServiceProvidersSectionJson implements Node @dontInfer {
    order: Int!
    eyebrow: String!
    heading: String!
    text: String!
    points: [String!]!
    image: ContentImage!
  }

  type SampleProfile {
    name: String!
    role: String!
    status: String!
    avatar: ContentImage!
    tags: [String!]!
    billing: String!
    action: ContentLink!
  }

  type CreateProfileSectionJson implements Node @dontInfer {
    order: Int!
    eyebrow: String!
    heading: String!
    text: String!
    profile: SampleProfile!
  }

  type BecomeProviderSectionJson implements Node @dontInfer {
    order: Int!
    eyebrow: String!
    heading: String!
    text: String!
    steps: [ContentPoint!]!
    image: ContentImage!
  }

  type SessionsSectionJson implements Node @dontInfer {
    order: Int!
    eyebrow: String!
    heading: String!
    text: String!
    points: [IconPoint!]!
    image: ContentImage!
  }

  type DomainCard {
    name: String!
    badge: String!
    text: String!
    action: ContentLink!
    image: ContentImage!
  }

  type DomainFoundersSectionJson implements Node @dontInfer {
    order: Int!
    eyebrow: String!
    heading: String!
    text: String!
    domains: [DomainCard!]!
  }

  type NodeOperatorsSectionJson implements Node @dontInfer {
    order: Int!
    eyebrow: String!
    heading: String!
    text: String!
    points: [IconPoint!]!
    image: ContentImage!
  }

  type FeatureCard {
    icon: String!
    title: String!
    text: String!
  }

  type FeaturesSectionJson implements Node @dontInfer {
    order: Int!
    eyebrow: String!
    heading: String!
    text: String!
    cards: [FeatureCard!]!
  }

  type ChainsAndTokenCard {
    icon: String!
    title: String!
    text: String!
    highlights: [String!]!
  }

  type ChainsAndTokenSectionJson implements Node @dontInfer {
    order: Int!
    eyebrow: String!
    heading: String!
    text: String!
    cards: [ChainsAndTokenCard!]!
  }

  type FinalCallToActionSectionJson implements Node @dontInfer {
    order: Int!
    heading: String!
    text: String!
    action: ContentLink!
  }
`;

/**
 * The GraphQL type for a content file: data/site.json is SiteJson, data/pages/blog.json is
 * BlogPageJson, data/sections/hero.json is HeroSectionJson. gatsby-transformer-json would name a
 * one-object file after its folder (every section "SectionsJson"), which cannot be typed.
 */
export function contentTypeName(fileName: string, folder: string): string {
  const pascal = fileName
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");
  const kind = folder === "sections" ? "Section" : folder === "pages" ? "Page" : "";
  return `${pascal}${kind}Json`;
}
