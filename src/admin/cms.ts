/**
 * The browser editor's start-up, bundled into /admin/cms.js (scripts/write-admin.mjs) and run
 * before Decap CMS's own script, which would otherwise start itself from a config.yml.
 */
import { contentFiles } from "../content/content-files";
import { schemaProblems } from "../content/schema-problems";
import { cmsConfig, CONTENT_FORMAT } from "./cms-config";
import { contentJsonFormat } from "./content-json";

/** Where `npm run cms` answers for decap-server, on the editor's own origin. */
const LOCAL_BACKEND_PATH = "/api/v1";

/** An entry as Decap hands it to event listeners (an Immutable map). */
interface CmsEntry {
  get(key: "collection" | "slug"): string;
  get(key: "data"): { toJS(): unknown };
}

interface DecapCms {
  init(options: { config: object }): void;
  registerCustomFormat(name: string, extension: string, format: ReturnType<typeof contentJsonFormat>): void;
  registerEventListener(listener: { name: "preSave"; handler: (event: { entry: CmsEntry }) => void }): void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
  }
}

window.CMS_MANUAL_INIT = true;

window.addEventListener("DOMContentLoaded", () => {
  const cms = window.CMS;
  if (!cms) throw new Error("decap-cms.js did not load");
  const config = cmsConfig();
  const schemas = new Map(contentFiles({ imageExists: () => true }).map((file) => [`data/${file.path}`, file.schema]));
  const fileOf = (entry: CmsEntry) =>
    config.collections
      .find((collection) => collection.name === entry.get("collection"))
      ?.files.find((file) => file.name === entry.get("slug"))?.file;

  cms.registerCustomFormat(CONTENT_FORMAT, "json", contentJsonFormat(config));
  // The forms check each field as it is typed; this is the whole file's check, as the build
  // makes it, so nothing the build would refuse is saved.
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const file = fileOf(entry);
      const schema = file && schemas.get(file);
      if (!schema) return;
      const result = schema.safeParse(entry.get("data").toJS());
      if (result.success) return;
      const problems = schemaProblems(result.error).map(({ field, message }) => `${field || file}: ${message}`);
      throw new Error(`${file} was not saved: ${problems.join("; ")}`);
    },
  });
  cms.init({
    config: {
      ...config,
      load_config_file: false,
      // Used only on localhost, and only when `npm run cms` answers there.
      local_backend: { url: new URL(LOCAL_BACKEND_PATH, window.location.origin).href },
    },
  });
});
