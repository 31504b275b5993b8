/**
 * Gatsby's runtime in unit tests: queries are resolved by the build, not in Jest, so `graphql`
 * is inert.
 */
const gatsby = jest.requireActual<Record<string, unknown>>("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
};
