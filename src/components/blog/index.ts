export { backLinkCss, pageHeadingCss, PostArticle } from "./PostArticle";
export { Pager, pageOf } from "./Pager";
export { PostCard } from "./PostCard";
export { TagList } from "./TagList";
