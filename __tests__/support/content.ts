/**
 * The real content under data/, shaped like the GraphQL results the components receive, so
 * unit tests check that what an editor wrote is what a visitor sees. Image file names become
 * stand-in processed images (sharp runs only in the build).
 */
import fs from "node:fs";
import path from "node:path";

const dataDir = path.join(__dirname, "..", "..", "data");

function fakeImage(fileName: string) {
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained",
        width: 576,
        height: 432,
        images: {
          fallback: { src: `/static/${fileName}`, srcSet: `/static/${fileName} 576w`, sizes: "576px" },
          sources: [],
        },
      },
    },
  };
}

function withFakeImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withFakeImages);
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    const isImage = entries.length === 2 && typeof (value as { src?: unknown }).src === "string" && "alt" in value;
    return Object.fromEntries(
      entries.map(([key, field]) => [
        key,
        isImage && key === "src" ? fakeImage(field as string) : withFakeImages(field),
      ]),
    );
  }
  return value;
}

/** A content file, e.g. content<Queries.HeroSectionFragment>("sections/hero.json"). */
export function content<T>(file: string): T {
  const raw: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"));
  return withFakeImages(raw) as T;
}

/** The site-wide content every page query asks for (the PageShellData fragment). */
export function shellContent() {
  return {
    siteJson: content("site.json"),
    navigationJson: content("navigation.json"),
    footerJson: content("footer.json"),
    errorPageJson: content("pages/error.json"),
  };
}

/** The landing page's query fields and the section file each one reads. */
export const LANDING_SECTION_FILES = {
  heroSectionJson: "hero",
  serviceProvidersSectionJson: "service-providers",
  createProfileSectionJson: "create-profile",
  becomeProviderSectionJson: "become-provider",
  sessionsSectionJson: "sessions",
  domainFoundersSectionJson: "domain-founders",
  nodeOperatorsSectionJson: "node-operators",
  featuresSectionJson: "features",
  chainsAndTokenSectionJson: "chains-and-token",
  finalCallToActionSectionJson: "final-call-to-action",
} as const;

/** The landing page's own content: its sections and the page's title and description. */
export function landingContent(): Omit<Queries.LandingPageQuery, keyof ReturnType<typeof shellContent>> {
  const sections = Object.fromEntries(
    Object.entries(LANDING_SECTION_FILES).map(([field, id]) => [field, content(`sections/${id}.json`)]),
  );
  return { ...sections, landingPageJson: content("pages/landing.json") } as never;
}
