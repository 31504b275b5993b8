/**
 * The files Jest counts as a test's dependencies: its imports, as Jest finds them, and each file
 * it names with require.resolve("…"), the scripts tests run in processes of their own (the local
 * server, the editor). So `jest --findRelatedTests server/serve.mjs`, or a change to it in watch
 * mode, runs the tests that start it.
 */
const RESOLVED = /\brequire\.resolve\(\s*(["'])([^"']+)\1\s*\)/g;

module.exports = {
  /** @param {string} code @param {string} filePath @param {(code: string, filePath: string) => Set<string>} defaultExtract */
  extract(code, filePath, defaultExtract) {
    const dependencies = defaultExtract(code, filePath);
    for (const match of code.matchAll(RESOLVED)) dependencies.add(match[2]);
    return dependencies;
  },
};
