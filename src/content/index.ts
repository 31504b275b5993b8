// The content model's one entry for the rest of the project. Bundles for the browser import it too:
// package.json here marks the folder free of side effects, so they keep only the modules they use.
export { BLOG_FOLDER, IMAGE_FOLDER } from "./content-paths.mjs";
export { SECTION_IDS, blogPostSchema, editorWidgets, type SectionId } from "./schema";
export { ICON_NAMES } from "./section-schemas";
export { contentFiles, contentTypeName, type ContentFile } from "./content-files";
export { CONTENT_LIMITS, postBodyLimitProblem } from "./content-limits";
export { schemaProblems, formatProblem, describeContentProblems, type ContentProblem } from "./problems";
export { validateContent, type PendingContent, type PostCheckMemo } from "./validate";
export { contentTypeDefs } from "./graphql-types";
export { jsonSchemaFiles } from "./json-schemas";
export { readFrontMatter, readFrontMatterYaml } from "./front-matter";
export { parsePostMarkdown } from "./post-markdown";
export { requireContent } from "./require-content";
export { isExternal, NEW_TAB } from "./link-kind";
