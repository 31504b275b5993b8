export { directionArrowsCss } from "./direction-arrows";
export { backLinkCss, PostArticle } from "./PostArticle";
export { PostCard } from "./PostCard";
export { TagList } from "./TagList";
