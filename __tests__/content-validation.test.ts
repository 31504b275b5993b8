/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { contentFiles, describeContentProblems, formatProblem, validateContent } from "../src/content";
import { temporaryDirectory } from "./support/temporary-directory";

const realData = path.join(__dirname, "..", "data");
/** A copy of data/ for each test to break. */
const dataCopy = temporaryDirectory("data");
beforeEach(() => fs.cpSync(realData, dataCopy.dir, { recursive: true }));

type Fields = Record<string, unknown>;

/**
 * Edits one field of a data file as an editor would: parse, change, write back. `field` is a path
 * such as "cards.2.title" (list items by their index); `undefined` removes the field.
 */
function edit(file: string, field: string, value: unknown) {
  const absolute = path.join(dataCopy.dir, file);
  const json = JSON.parse(fs.readFileSync(absolute, "utf8")) as Fields;
  const keys = field.split(".");
  const last = keys.pop() as string;
  const parent = keys.reduce((node, key) => node[key] as Fields, json);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  fs.writeFileSync(absolute, JSON.stringify(json, null, 2));
}

const messages = () => validateContent(dataCopy.dir).map(formatProblem);

describe("content validation", () => {
  it("accepts the content in the repository", () => {
    expect(validateContent(realData)).toEqual([]);
  });

  it("reports a file that is not valid JSON, with line and column", () => {
    fs.writeFileSync(
      path.join(dataCopy.dir, "footer.json"),
      '{\n  "tagline": "x",\n  "copyright": "Copyright 2025"\n  "legal": []\n}',
    );
    expect(messages()).toEqual([expect.stringMatching(/^data\/footer\.json: not valid JSON at line 4, column 3/)]);
  });

  // An editor's slip in one field, and the one line the build prints for it: file, field, expectation.
  it.each<[problem: string, file: string, field: string, value: unknown, message: string | RegExp]>([
    [
      "a missing required field",
      "sections/hero.json",
      "tagline",
      undefined,
      'data/sections/hero.json: "tagline": required field is missing (expected string)',
    ],
    [
      "a field of the wrong type",
      "sections/hero.json",
      "order",
      "first",
      'data/sections/hero.json: "order": expected number, found string',
    ],
    [
      "an unknown field as a likely typo",
      "sections/features.json",
      "cards.2.titel",
      "Infrastructure",
      /^data\/sections\/features\.json: "cards\[2\]": unknown field "titel" \(a typo\?/,
    ],
    [
      "a link that is neither https:// nor a site path",
      "navigation.json",
      "links.3.href",
      "http://docs.parley.example",
      'data/navigation.json: "links[3].href": expected an absolute "https://" URL or a site path starting with "/"',
    ],
    [
      "an in-page link to a section that does not exist",
      "sections/hero.json",
      "secondaryAction.href",
      "#providers",
      /^data\/sections\/hero\.json: "secondaryAction\.href": expected "#" followed by a landing section id/,
    ],
    [
      "an e-mail that is not an e-mail",
      "footer.json",
      "contact.email",
      "hello at parley",
      'data/footer.json: "contact.email": expected an e-mail address such as hello@parley.example',
    ],
    [
      "an image path that names no file",
      "sections/domain-founders.json",
      "domains.1.image.src",
      "fanfair.png",
      'data/sections/domain-founders.json: "domains[1].image.src": expected an image file in data/images/, but "fanfair.png" is not there',
    ],
    [
      "an image without alt text",
      "sections/create-profile.json",
      "profile.avatar.alt",
      " ",
      'data/sections/create-profile.json: "profile.avatar.alt": expected alt text describing the image for people who cannot see it',
    ],
  ])("reports %s", (_problem, file, field, value, message) => {
    edit(file, field, value);
    expect(messages()).toEqual([typeof message === "string" ? message : expect.stringMatching(message)]);
  });

  it("reports a picture of a type the build does not process, even when the file is there", () => {
    fs.copyFileSync(path.join(dataCopy.dir, "images", "hero.png"), path.join(dataCopy.dir, "images", "hero.gif"));
    edit("sections/hero.json", "image.src", "hero.gif");
    expect(messages()).toEqual([
      'data/sections/hero.json: "image.src": expected the file name of a PNG, JPEG, WebP or AVIF picture, of letters, digits, "-" and "_", such as "hero.png"',
    ]);
  });

  it("reports a missing picture with the file's other problems; the schemas alone accept its name", () => {
    edit("sections/domain-founders.json", "domains.1.image.src", "fanfair.png");
    edit("sections/domain-founders.json", "domains.1.image.alt", " ");
    expect(messages()).toEqual([
      'data/sections/domain-founders.json: "domains[1].image.alt": expected alt text describing the image for people who cannot see it',
      'data/sections/domain-founders.json: "domains[1].image.src": expected an image file in data/images/, but "fanfair.png" is not there',
    ]);
    const hero = JSON.parse(fs.readFileSync(path.join(realData, "sections/hero.json"), "utf8")) as Fields;
    const schema = contentFiles.find((file) => file.path === "sections/hero.json")?.schema;
    expect(schema?.safeParse({ ...hero, image: { src: "nowhere.png", alt: "A picture" } }).success).toBe(true);
  });

  it("reports a missing landing section", () => {
    fs.rmSync(path.join(dataCopy.dir, "sections", "node-operators.json"));
    expect(messages()).toEqual([
      "data/sections/node-operators.json: the landing section is missing; the landing page needs it",
    ]);
  });

  it("reports two sections in the same place of the order", () => {
    edit("sections/features.json", "order", 3);
    expect(messages()).toEqual([
      'data/sections/create-profile.json: "order": data/sections/create-profile.json and data/sections/features.json both have order 3; expected each section in a place of its own',
    ]);
  });

  it("reports a misnamed section file", () => {
    fs.renameSync(
      path.join(dataCopy.dir, "sections", "sessions.json"),
      path.join(dataCopy.dir, "sections", "session.json"),
    );
    expect(messages()).toEqual([
      expect.stringMatching(/^data\/sections\/session\.json: not a landing section; expected one of hero\.json/),
      "data/sections/sessions.json: the landing section is missing; the landing page needs it",
    ]);
  });

  it("lists every problem in one message for the build to print", () => {
    edit("footer.json", "contact.email", "nope");
    edit("sections/hero.json", "title", undefined);
    const message = describeContentProblems(validateContent(dataCopy.dir));
    expect(message).toMatch(/^The content under data\/ has 2 problems/);
    expect(message).toContain('data/footer.json: "contact.email"');
    expect(message).toContain('data/sections/hero.json: "title"');
  });
});
