import { css } from "@emotion/react";
import type * as z from "zod";
import { renderPostBody } from "../../src/blog";
import { PostArticle } from "../../src/components/blog";
import { Container } from "../../src/components/ui";
import type { blogPostSchema } from "../../src/content";
import { theme } from "../../src/theme";
import { markdownToHast } from "../browser/markdown";
import { assetUrl } from "./pictures";
import type { FilePreviewProps } from "./previews";
import { published } from "./published-content";

type PostData = Partial<z.infer<typeof blogPostSchema>> & { body?: string };

/** Words per minute, as gatsby-transformer-remark counts a post's reading time. */
const WORDS_PER_MINUTE = 265;

const coverCss = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radii.lg};
  background-color: ${theme.colors.surface};
`;

export function PostPreview({ data, getAsset }: FilePreviewProps) {
  const post = data as PostData;
  const body = post.body ?? "";
  const bodyHtml = renderPostBody(markdownToHast(body), {
    newTabLabel: published.site.newTabLabel,
    tableLabel: published.blogPage.posts.tableLabel,
    pictureSrc: (src) => assetUrl(getAsset, src),
  });
  const words = body.split(/\s+/).filter(Boolean).length;
  const cover = assetUrl(getAsset, post.cover);
  return (
    <Container>
      <PostArticle
        title={post.title ?? ""}
        meta={{
          labels: published.blogPage.posts,
          isoDate: post.date ?? "",
          minutes: Math.round(words / WORDS_PER_MINUTE),
          author: post.author,
          draft: post.draft ?? false,
        }}
        cover={cover && <img css={coverCss} src={cover} alt={post.coverAlt ?? ""} />}
        bodyHtml={bodyHtml}
        tags={post.tags ?? []}
      />
    </Container>
  );
}
