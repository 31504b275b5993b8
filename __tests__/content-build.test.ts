/**
 * @jest-environment node
 *
 * Slow (a real `gatsby build`, about 10 s): proves a content mistake stops the actual build, with
 * a non-zero exit and a message naming the file and the field, not only the validator in isolation.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { copyProject, root } from "./support/project-copy";
import { temporaryDirectory } from "./support/temporary-directory";

const tmp = temporaryDirectory("build", "all");
beforeAll(() => copyProject(tmp.dir));

test("gatsby build stops on bad content, naming the file and the field", () => {
  const project = tmp.dir;
  const heroFile = path.join(project, "data", "sections", "hero.json");
  const hero = JSON.parse(fs.readFileSync(heroFile, "utf8")) as { primaryAction: { href: string } };
  hero.primaryAction.href = "unrekt.parley.example";
  fs.writeFileSync(heroFile, JSON.stringify(hero, null, 2));

  const build = spawnSync(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: project,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
    encoding: "utf8",
    timeout: 180_000,
  });
  const output = `${build.stdout}\n${build.stderr}`.replace(/\s+/g, " ");

  expect(build.status).not.toBe(0);
  expect(output).toContain("The content under data/ has 1 problem");
  expect(output).toContain(
    'data/sections/hero.json: "primaryAction.href": expected an absolute "https://" URL or a site path starting with "/"',
  );
  // It stopped before building any page.
  expect(fs.existsSync(path.join(project, "public", "index.html"))).toBe(false);
}, 200_000);
