// @ts-check

/**
 * Where the editor's page finds its local backend on its own origin: `npm run cms` answers there
 * (cms/cms.mjs), and the page's start-up asks there (cms.ts).
 */
export const LOCAL_BACKEND_PATH = "/api/v1";
