// The floor to measure against: a bare Gatsby 5 site (one h1, no plugins), built with the same
// Gatsby and React as the real site (resolved from the repository's node_modules).
module.exports = {};
