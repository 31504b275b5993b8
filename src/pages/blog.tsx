import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShell } from "../components/layout/PageShell";
import { Seo } from "../components/layout/Seo";
import { MessagePage } from "../components/ui/MessagePage";
import { requireContent } from "../content/require-content";

type Data = Queries.BlogPageQuery;

export default function BlogPage({ data, location }: PageProps<Data>) {
  const page = requireContent(data.blogPageJson, "data/pages/blog.json");
  return (
    <PageShell data={data} path={location.pathname}>
      <MessagePage heading={page.heading} text={page.text} />
    </PageShell>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = requireContent(data.blogPageJson, "data/pages/blog.json");
  return <Seo data={data} title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query BlogPage {
    ...PageShellData
    ...SeoData
    blogPageJson {
      title
      description
      heading
      text
    }
  }
`;
