// Imported files (fonts, images) resolve to their URL in the build; a fixed one in tests.
module.exports = "/static/test-file";
