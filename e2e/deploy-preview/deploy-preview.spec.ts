// The deploy preview `npm test` builds, and every check of it, as one file whose tests run in
// order in one worker (its project is not fully parallel): the build first, a warm production
// build of the same copy once the checks have read the preview, the round trip's deletions last.
// That worker builds while the others run the rest of the browser tests. As a project depending
// on a set-up project, the checks would wait for every other browser test to finish, and then
// leave a core idle while the round trip ran alone.
import "./build";
import "./blog";
import "./blog-reading";
import "./blog-navigation";
import "./headers";
import "./landing-edit";
import "./editor-round-trip";
import "./production-build";
import "./editor-deletions";
import "./develop";
