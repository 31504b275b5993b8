export { writeFeeds, type FeedPost } from "./feeds";
export { isInFeeds, postsOnPages, type Publishable } from "./publishing";
export { publishShareCard, type PublishedShareCard } from "./share-cards";
