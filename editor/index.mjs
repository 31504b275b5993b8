// The browser editor's front door: what the build, the bench and `npm run editor` use.
import { main } from "./server/start.mjs";

export { writeAdmin } from "./write-admin.mjs";

if (import.meta.main) main();
