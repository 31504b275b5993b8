import { css } from "@emotion/react";
import { graphql } from "gatsby";
import Video from "lucide-react/icons/video";
import { theme } from "../../theme";
import { ButtonLink, cardCss, ContentImage, type ShownWidths, pillCss, Section, type LandingSectionProps } from "../ui";

const { colors, space, radii, fontSizes, fontWeights, shadows } = theme;

/* A glow behind the card so the mock-up reads as the product, lifted off the page. (A soft
   radial gradient rather than a blur filter, which is costly to paint.) */
const stageCss = css`
  position: relative;
  display: grid;
  place-items: center;
  padding: ${space[5]} 0;
  margin-top: ${space[5]};

  &::before {
    content: "";
    position: absolute;
    inset: -10% 0;
    background: ${theme.gradients.glow};
  }
`;

/* The role and the status each keep to one line: on a screen too narrow for them beside the
   picture, they go under it. */
const profileCss = css`
  ${cardCss};
  width: 100%;
  max-width: 24rem;
  gap: ${space[5]};
  border-color: ${colors.borderStrong};
  box-shadow: ${shadows.glow};

  & > div:first-child {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space[3]};

    ${theme.mq.sm} {
      gap: ${space[4]};
    }
  }

  & h3 {
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
  }

  & h3 ~ p {
    white-space: nowrap;
  }

  & h3 + p {
    color: ${colors.accent};
    font-weight: ${fontWeights.semibold};
  }

  & h3 + p + p {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    color: ${colors.muted};
    font-size: ${fontSizes.sm};

    &::before {
      content: "";
      width: 0.5rem;
      height: 0.5rem;
      border-radius: ${radii.pill};
      background: ${colors.green};
      box-shadow: ${shadows.statusRing};
    }
  }

  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]};
    list-style: none;
  }

  & li {
    ${pillCss};
    border: 1px solid ${colors.border};
    background: ${colors.bg};
    color: ${colors.text};
    font-weight: ${fontWeights.medium};
  }

  & > p {
    padding-top: ${space[4]};
    border-top: 1px solid ${colors.border};
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
  }
`;

const AVATAR_SIZE = { phone: "4rem", fromSm: "4.5rem" } as const;
const avatarWidths: ShownWidths = [[theme.media.sm, AVATAR_SIZE.fromSm], AVATAR_SIZE.phone];

const avatarCss = css`
  flex-shrink: 0;
  width: ${AVATAR_SIZE.phone};
  height: ${AVATAR_SIZE.phone};
  border-radius: ${radii.pill};
  box-shadow:
    0 0 0 3px ${colors.surface},
    0 0 0 5px ${colors.violet};
  /* Safari clips the rounded corners of a transformed child only with this. */
  isolation: isolate;

  /* The picture's frame fills the circle at any text size, beyond the file's own 72 px. */
  & > div::before {
    max-width: none;
  }

  ${theme.mq.sm} {
    width: ${AVATAR_SIZE.fromSm};
    height: ${AVATAR_SIZE.fromSm};
  }
`;

const actionCss = css`
  width: 100%;
`;

export function CreateProfile({ profile, ...content }: LandingSectionProps<Queries.CreateProfileSectionFragment>) {
  return (
    // Centred over the card on its stage: a product shot between the sections of text and picture.
    <Section {...content} layout="centred">
      <div css={stageCss}>
        <article css={profileCss} aria-labelledby="sample-profile-name">
          <div>
            <ContentImage image={profile.avatar} shownWidths={avatarWidths} css={avatarCss} />
            <div>
              <h3 id="sample-profile-name">{profile.name}</h3>
              <p>{profile.role}</p>
              <p>{profile.status}</p>
            </div>
          </div>
          <ul>
            {profile.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <p>{profile.billing}</p>
          <ButtonLink href={profile.action.href} css={actionCss}>
            <Video size="1.125rem" aria-hidden="true" />
            {profile.action.label}
          </ButtonLink>
        </article>
      </div>
    </Section>
  );
}

/** @public */
export const query = graphql`
  fragment CreateProfileSection on CreateProfileSectionJson {
    eyebrow
    heading
    text
    profile {
      name
      role
      status
      tags
      billing
      action {
        label
        href
      }
      avatar {
        alt
        src {
          childImageSharp {
            # The 72 px avatar at 1x and 2x (no smaller files: the phone's 64 px one takes the 72).
            gatsbyImageData(width: 72, height: 72, breakpoints: [72, 144], formats: [WEBP, AVIF])
          }
        }
      }
    }
  }
`;
