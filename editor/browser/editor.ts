// The editor's start-up (/admin/cms.js), run before Decap's script: Decap would otherwise start
// itself from a config.yml.
import { contentFiles, schemaProblems, blogPostSchema } from "../../src/content";
import { editorConfig, CONTENT_FORMAT } from "./config";
import { contentJsonFormat } from "./content-json";
import { LOCAL_BACKEND_PATH } from "./local-backend.mjs";
import { previewTemplate, type CmsEntry } from "../preview/template";

interface DecapCms {
  init(options: { config: object }): void;
  registerCustomFormat(name: string, extension: string, format: ReturnType<typeof contentJsonFormat>): void;
  registerEventListener(listener: { name: "preSave"; handler: (event: { entry: CmsEntry }) => void }): void;
  registerPreviewTemplate(collection: string, template: unknown): void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
    createClass?: Parameters<typeof previewTemplate>[0];
    h?: Parameters<typeof previewTemplate>[1];
  }
}

window.CMS_MANUAL_INIT = true;

window.addEventListener("DOMContentLoaded", () => {
  const cms = window.CMS;
  if (!cms) throw new Error("decap-cms.js did not load");
  const config = editorConfig();
  const schemas = new Map(contentFiles.map((file) => [`data/${file.path}`, file.schema]));

  cms.registerCustomFormat(CONTENT_FORMAT, "json", contentJsonFormat(config));
  if (!window.createClass || !window.h) throw new Error("decap-cms.js did not define createClass and h");
  // Decap looks a template up by a file's name, or by a folder collection's name.
  const template = previewTemplate(window.createClass, window.h);
  for (const collection of config.collections) {
    const names = "files" in collection ? collection.files.map((file) => file.name) : [collection.name];
    for (const name of names) cms.registerPreviewTemplate(name, template);
  }
  // The whole file's check, as the build makes it: the forms check only each field.
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const collection = config.collections.find((candidate) => candidate.name === entry.get("collection"));
      if (!collection) return;
      const data = entry.get("data").toJS() as Record<string, unknown>;
      let file, schema;
      if ("files" in collection) {
        file = collection.files.find((candidate) => candidate.name === entry.get("slug"))?.file;
        schema = file && schemas.get(file);
      } else {
        file = `${collection.folder}/${entry.get("slug") || "new post"}/index.md`;
        schema = blogPostSchema;
        delete data.body; // the Markdown, not front matter
      }
      if (!file || !schema) return;
      const result = schema.safeParse(data);
      if (result.success) return;
      const problems = schemaProblems(result.error).map(({ field, message }) => `${field || file}: ${message}`);
      throw new Error(`${file} was not saved: ${problems.join("; ")}`);
    },
  });
  cms.init({
    config: {
      ...config,
      load_config_file: false,
      // Decap uses it only on localhost, and only when `npm run editor` answers there.
      local_backend: { url: new URL(LOCAL_BACKEND_PATH, window.location.origin).href },
    },
  });
});
