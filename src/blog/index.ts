export * from "./blog-pages";
export { fillIn } from "./fill-in";
export { BODY_CLASSES, renderPostBody } from "./post-body";
