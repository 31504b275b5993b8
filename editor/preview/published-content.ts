// The content files as this editor was built with them, shown around the file being edited.
import footer from "../../data/footer.json";
import navigation from "../../data/navigation.json";
import blogPage from "../../data/pages/blog.json";
import errorPage from "../../data/pages/error.json";
import becomeProvider from "../../data/sections/become-provider.json";
import chainsAndToken from "../../data/sections/chains-and-token.json";
import createProfile from "../../data/sections/create-profile.json";
import domainFounders from "../../data/sections/domain-founders.json";
import features from "../../data/sections/features.json";
import finalCallToAction from "../../data/sections/final-call-to-action.json";
import hero from "../../data/sections/hero.json";
import nodeOperators from "../../data/sections/node-operators.json";
import serviceProviders from "../../data/sections/service-providers.json";
import sessions from "../../data/sections/sessions.json";
import site from "../../data/site.json";
import type { SectionId } from "../../src/content";

export const published = { site, navigation, footer, blogPage, errorPage };

/** A new section's file is one more line here: the type asks for it. */
export const publishedSections: Record<SectionId, { order: number }> = {
  hero,
  "service-providers": serviceProviders,
  "create-profile": createProfile,
  "become-provider": becomeProvider,
  sessions,
  "domain-founders": domainFounders,
  "node-operators": nodeOperators,
  features,
  "chains-and-token": chainsAndToken,
  "final-call-to-action": finalCallToAction,
};
