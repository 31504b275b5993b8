export { backLinkCss, directionArrowsCss, pageHeadingCss, PostArticle } from "./PostArticle";
export { PostCard } from "./PostCard";
export { TagList } from "./TagList";
