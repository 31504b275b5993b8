export { backLinkCss, directionArrowsCss, PostArticle } from "./PostArticle";
export { PostCard } from "./PostCard";
export { TagList } from "./TagList";
