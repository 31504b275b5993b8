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
export { BODY_CLASSES } from "./body-classes";
export { fillIn } from "./fill-in";
export { renderPostBody } from "./post-body";
