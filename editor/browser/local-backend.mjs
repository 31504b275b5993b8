/** Where `npm run editor` answers the page's local backend, on the page's own origin. */
export const LOCAL_BACKEND_PATH = "/api/v1";
