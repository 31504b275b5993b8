export { writeFeeds, type FeedPost } from "./feeds";
export { isInFeeds, postsOnPages } from "./publishing";
export { publishShareCard, type PublishedShareCard } from "./share-cards";
