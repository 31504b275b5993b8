import { graphql } from "gatsby";

/**
 * The blog's words (BlogPostLabels); the cover of a post in the list and on its page, the same
 * image shape as every picture of the site (ContentImage), at the body's width, with the blurred
 * placeholder (BlogPostCover); and what a post's card shows (BlogPostSummary). They live apart
 * from the components, which the browser editor's preview bundles without Gatsby.
 *
 * @public
 */
export const query = graphql`
  fragment BlogPostLabels on BlogPageJsonPosts {
    feedTitle
    draft
    readingTime
    byline
    tags
    tagHeading
    previous
    next
    newer
    older
    pagination
  }

  fragment BlogPostCover on File {
    childImageSharp {
      gatsbyImageData(
        width: 768
        aspectRatio: 1.7778
        breakpoints: [375, 576, 768, 1152, 1536]
        placeholder: BLURRED
        blurredOptions: { toFormat: WEBP }
        formats: [AUTO, WEBP, AVIF]
      )
    }
  }

  fragment BlogPostSummary on MarkdownRemark {
    timeToRead
    fields {
      slug
    }
    frontmatter {
      title
      isoDate: date(formatString: "YYYY-MM-DD")
      date(formatString: "D MMMM YYYY")
      description
      author
      tags
      draft
      coverAlt
      cover {
        ...BlogPostCover
      }
    }
  }
`;
