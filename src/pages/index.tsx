import { graphql, type HeadProps, type PageProps } from "gatsby";
import { requireContent } from "../content";
import { PageShell } from "../components/layout";
import { Seo } from "../components/seo";
import { LandingSections } from "../components/sections";

type Data = Queries.LandingPageQuery;

export default function LandingPage({ data, location }: PageProps<Data>) {
  return (
    <PageShell data={data} path={location.pathname}>
      <LandingSections content={data} />
    </PageShell>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = requireContent(data.landingPageJson, "data/pages/landing.json");
  return (
    <Seo data={data} title={page.title} description={page.description} pathname={location.pathname} structuredData />
  );
}

export const query = graphql`
  query LandingPage {
    ...PageShellData
    ...SeoData
    landingPageJson {
      title
      description
    }
    ...LandingSections
  }
`;
