// Each file's preview, by the site's own components: the file as the editor holds it, the other
// files as this editor was built with them (published-content.ts).
import { css } from "@emotion/react";
import { Fragment, useEffect, useRef, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { ErrorScreen, Footer, Header, PageShell, SkipLink } from "../../src/components/layout";
import { renderSection, sectionPictureSize } from "../../src/components/sections";
import { MessagePage, LinkTextContext } from "../../src/components/ui";
import { SECTION_IDS, type SectionId } from "../../src/content";
import { theme } from "../../src/theme";
import { BLOG_COLLECTION } from "../browser/config";
import { assetUrl, queryShape, usePictureSizes, type GetAsset } from "./pictures";
import { PostPreview } from "./post";
import { published, publishedSections } from "./published-content";
import { HeadDetails, SearchAndShare } from "./search-and-share";

export interface FilePreviewProps {
  data: Record<string, unknown>;
  getAsset: GetAsset;
}

type Site = typeof published.site;
type Navigation = Queries.PageShellDataFragment["navigationJson"] & object;
type FooterContent = Queries.PageShellDataFragment["footerJson"] & object;

function LinkWords({ site = published.site, children }: { site?: Site; children: ReactNode }) {
  const { newTabLabel: newTab, placeholderTooltip, placeholderLabel } = site;
  const words = { newTab, placeholderTooltip, placeholderLabel };
  return <LinkTextContext.Provider value={words}>{children}</LinkTextContext.Provider>;
}

function Shell({ path, children }: { path: string; children: ReactNode }) {
  const { site, navigation, footer, errorPage } = published;
  const data = { siteJson: site, navigationJson: navigation, footerJson: footer, errorPageJson: errorPage };
  return (
    <PageShell data={data as unknown as Queries.PageShellDataFragment} path={path}>
      {children}
    </PageShell>
  );
}

function SectionPreview({ id, data, getAsset }: FilePreviewProps & { id: SectionId }) {
  usePictureSizes();
  return <LinkWords>{renderSection(id, queryShape(data, sectionPictureSize(id), getAsset) as object)}</LinkWords>;
}

function LandingSections({ getAsset }: { getAsset: GetAsset }) {
  usePictureSizes();
  const ids = [...SECTION_IDS].sort((a, b) => publishedSections[a].order - publishedSections[b].order);
  return ids.map((id) => (
    <Fragment key={id}>
      {renderSection(id, queryShape(publishedSections[id], sectionPictureSize(id), getAsset) as object)}
    </Fragment>
  ));
}

type PageProps = FilePreviewProps & { path: string; site?: Site };

function PageSearchAndShare({ data, getAsset, path, site = published.site }: PageProps) {
  return (
    <SearchAndShare
      title={String(data.title ?? "")}
      description={typeof data.description === "string" ? data.description : undefined}
      url={`${site.siteUrl}${path}`}
      shareImage={{ src: assetUrl(getAsset, site.shareImage?.src), alt: site.shareImage?.alt ?? "" }}
    />
  );
}

/** At a phone's width the menu opens by itself, so its links show. */
function OpenPhoneMenu({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current?.querySelector<HTMLElement>("[popover]");
    // Without popovers, the island's button opens the panel (data-open).
    if (!panel?.showPopover) return undefined;
    const wide = panel.ownerDocument.defaultView!.matchMedia(theme.media.md);
    const open = () => {
      if (!wide.matches && !panel.matches(":popover-open")) panel.showPopover();
    };
    open();
    wide.addEventListener("change", open);
    return () => wide.removeEventListener("change", open);
  }, []);
  return <div ref={ref}>{children}</div>;
}

/** The skip link as a keyboard user sees it on the first Tab (it shows on focus). */
const shownSkipLinkCss = css`
  position: relative;
  min-height: 4.5rem;

  & > a {
    transform: none;
  }
`;

/** A page's search result and share card above the page, in the site's frame unless the page has its own. */
function pagePreview(path: string, page: (props: FilePreviewProps) => ReactNode, framed = true) {
  const PagePreview = (props: FilePreviewProps) => (
    <>
      <PageSearchAndShare {...props} path={path} />
      {framed ? <Shell path={path}>{page(props)}</Shell> : page(props)}
    </>
  );
  return PagePreview;
}

const PAGE_PREVIEWS: Record<string, ComponentType<FilePreviewProps>> = {
  landing: pagePreview("/", ({ getAsset }) => <LandingSections getAsset={getAsset} />),
  blog: pagePreview("/blog", ({ data }) => (
    <MessagePage heading={String(data.heading ?? "")} text={String(data.text ?? "")} />
  )),
  "not-found": pagePreview("/404", ({ data }) => (
    <MessagePage {...(data as unknown as ComponentProps<typeof MessagePage>)} />
  )),
  error: pagePreview(
    "/",
    ({ data }) => <ErrorScreen {...(data as unknown as ComponentProps<typeof ErrorScreen>)} />,
    false,
  ),
};

const TOP_LEVEL_PREVIEWS: Record<string, ComponentType<FilePreviewProps>> = {
  site: ({ data, getAsset }) => {
    const site = data as unknown as Site;
    return (
      <LinkWords site={site}>
        <div css={shownSkipLinkCss}>
          <SkipLink label={site.skipLinkLabel} />
        </div>
        <PageSearchAndShare
          data={{ title: site.name, description: site.description }}
          getAsset={getAsset}
          path="/"
          site={site}
        />
        <HeadDetails site={site} icon={assetUrl(getAsset, site.icon?.src)} />
        <Header siteName={site.name} currentPath="/" {...published.navigation} />
        <Footer siteName={site.name} {...(published.footer as unknown as FooterContent)} />
      </LinkWords>
    );
  },
  navigation: ({ data }) => (
    <LinkWords>
      <OpenPhoneMenu>
        <Header siteName={published.site.name} currentPath="/" {...(data as unknown as Navigation)} />
      </OpenPhoneMenu>
    </LinkWords>
  ),
  footer: ({ data }) => (
    <LinkWords>
      <Footer siteName={published.site.name} {...(data as unknown as FooterContent)} />
    </LinkWords>
  ),
};

const SECTION_PREVIEWS: Record<string, ComponentType<FilePreviewProps>> = Object.fromEntries(
  SECTION_IDS.map((id) => [id, (props: FilePreviewProps) => <SectionPreview id={id} {...props} />]),
);

export function previewOf(collection: string, file: string): ComponentType<FilePreviewProps> | undefined {
  if (collection === BLOG_COLLECTION) return PostPreview;
  const previews = { sections: SECTION_PREVIEWS, pages: PAGE_PREVIEWS }[collection] ?? TOP_LEVEL_PREVIEWS;
  return Object.hasOwn(previews, file) ? previews[file] : undefined;
}
