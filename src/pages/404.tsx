import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShell } from "../components/layout";
import { Seo } from "../components/seo";
import { MessagePage } from "../components/ui";
import { requireContent } from "../content";
import { Island } from "../islands";

type Data = Queries.NotFoundPageQuery;

export default function NotFoundPage({ data, location }: PageProps<Data>) {
  const page = requireContent(data.notFoundPageJson, "data/pages/not-found.json");

  return (
    <PageShell data={data} path={location.pathname}>
      <MessagePage heading={page.heading} text={page.text} action={page.action} />
      <Island name="NotFoundLog" props={{ message: page.consoleMessage }} />
    </PageShell>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const page = requireContent(data.notFoundPageJson, "data/pages/not-found.json");
  return <Seo data={data} title={page.title} description={page.description} />;
}

export const query = graphql`
  query NotFoundPage {
    ...PageShellData
    ...SeoData
    notFoundPageJson {
      title
      description
      heading
      text
      action {
        label
        href
      }
      consoleMessage
    }
  }
`;
