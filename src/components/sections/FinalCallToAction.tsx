import { graphql } from "gatsby";
import ArrowRight from "lucide-react/icons/arrow-right";
import { ButtonLink, Section, type LandingSectionProps } from "../ui";

export function FinalCallToAction({
  action,
  ...content
}: LandingSectionProps<Queries.FinalCallToActionSectionFragment>) {
  return (
    <Section {...content} layout="panel">
      <ButtonLink href={action.href}>
        {action.label}
        <ArrowRight size="1.125rem" aria-hidden="true" />
      </ButtonLink>
    </Section>
  );
}

/** @public */
export const query = graphql`
  fragment FinalCallToActionSection on FinalCallToActionSectionJson {
    heading
    text
    action {
      label
      href
    }
  }
`;
