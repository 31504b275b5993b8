export {
  BLOG_PATH,
  FEED_PATHS,
  planBlogPages,
  postPath,
  tagPath,
  type ListPageContext,
  type PostPageContext,
  type TagLink,
} from "./blog-pages";
export { fillIn } from "./fill-in";
export { BODY_CLASSES, renderPostBody } from "./post-body";
