import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Fragment, type ReactNode } from "react";
import { present } from "../content/present";
import type { SectionId } from "../content/schema";
import { PageShell } from "../components/layout/PageShell";
import { Seo } from "../components/layout/Seo";
import { BecomeProvider } from "../components/sections/BecomeProvider";
import { ChainsAndToken } from "../components/sections/ChainsAndToken";
import { CreateProfile } from "../components/sections/CreateProfile";
import { DomainFounders } from "../components/sections/DomainFounders";
import { FinalCallToAction } from "../components/sections/FinalCallToAction";
import { Hero } from "../components/sections/Hero";
import { NodeOperators } from "../components/sections/NodeOperators";
import { OneToOneSessions } from "../components/sections/OneToOneSessions";
import { ServiceProviders } from "../components/sections/ServiceProviders";
import { UniqueFeatures } from "../components/sections/UniqueFeatures";

type Data = Queries.LandingPageQuery;

/** Each section with its place in the order (data/sections/<id>.json "order"). */
function landingSections(data: Data): { id: SectionId; order: number; element: ReactNode }[] {
  const hero = present(data.heroSectionJson, "data/sections/hero.json");
  const serviceProviders = present(data.serviceProvidersSectionJson, "data/sections/service-providers.json");
  const createProfile = present(data.createProfileSectionJson, "data/sections/create-profile.json");
  const becomeProvider = present(data.becomeProviderSectionJson, "data/sections/become-provider.json");
  const sessions = present(data.sessionsSectionJson, "data/sections/sessions.json");
  const domainFounders = present(data.domainFoundersSectionJson, "data/sections/domain-founders.json");
  const nodeOperators = present(data.nodeOperatorsSectionJson, "data/sections/node-operators.json");
  const features = present(data.featuresSectionJson, "data/sections/features.json");
  const chainsAndToken = present(data.chainsAndTokenSectionJson, "data/sections/chains-and-token.json");
  const finalCallToAction = present(data.finalCallToActionSectionJson, "data/sections/final-call-to-action.json");
  return [
    { id: "hero", order: hero.order, element: <Hero {...hero} /> },
    { id: "service-providers", order: serviceProviders.order, element: <ServiceProviders {...serviceProviders} /> },
    { id: "create-profile", order: createProfile.order, element: <CreateProfile {...createProfile} /> },
    { id: "become-provider", order: becomeProvider.order, element: <BecomeProvider {...becomeProvider} /> },
    { id: "sessions", order: sessions.order, element: <OneToOneSessions {...sessions} /> },
    { id: "domain-founders", order: domainFounders.order, element: <DomainFounders {...domainFounders} /> },
    { id: "node-operators", order: nodeOperators.order, element: <NodeOperators {...nodeOperators} /> },
    { id: "features", order: features.order, element: <UniqueFeatures {...features} /> },
    { id: "chains-and-token", order: chainsAndToken.order, element: <ChainsAndToken {...chainsAndToken} /> },
    {
      id: "final-call-to-action",
      order: finalCallToAction.order,
      element: <FinalCallToAction {...finalCallToAction} />,
    },
  ];
}

export default function LandingPage({ data, location }: PageProps<Data>) {
  return (
    <PageShell data={data} path={location.pathname}>
      {landingSections(data)
        .sort((a, b) => a.order - b.order)
        .map((section) => (
          <Fragment key={section.id}>{section.element}</Fragment>
        ))}
    </PageShell>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = present(data.landingPageJson, "data/pages/landing.json");
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
    heroSectionJson {
      order
      ...HeroSection
    }
    serviceProvidersSectionJson {
      order
      ...ServiceProvidersSection
    }
    createProfileSectionJson {
      order
      ...CreateProfileSection
    }
    becomeProviderSectionJson {
      order
      ...BecomeProviderSection
    }
    sessionsSectionJson {
      order
      ...SessionsSection
    }
    domainFoundersSectionJson {
      order
      ...DomainFoundersSection
    }
    nodeOperatorsSectionJson {
      order
      ...NodeOperatorsSection
    }
    featuresSectionJson {
      order
      ...FeaturesSection
    }
    chainsAndTokenSectionJson {
      order
      ...ChainsAndTokenSection
    }
    finalCallToActionSectionJson {
      order
      ...FinalCallToActionSection
    }
  }
`;
