/**
 * The browser's Emotion cache and the prerendered styles (src/theme/emotion-cache.ts): hydration
 * must neither insert the styles the page already holds nor move their <style> elements.
 */
import { render } from "@testing-library/react";
import { CacheProvider, css } from "@emotion/react";
import { createBrowserEmotionCache, SSR_STYLES_ATTRIBUTE } from "../src/theme/emotion-cache";

const shipped = css`
  color: rebeccapurple;
`;
const notShipped = css`
  color: tomato;
`;
/** The id Emotion gives a style: the "1a2b" of its class name "css-1a2b". */
const idOf = (styles: typeof shipped) => styles.name;

function addPrerenderedStyles(attribute: string) {
  const element = document.createElement("style");
  element.setAttribute(SSR_STYLES_ATTRIBUTE, attribute);
  element.textContent = `.css-${idOf(shipped)}{color:rebeccapurple;}`;
  document.head.append(element);
  return element;
}

afterEach(() => {
  document.head.innerHTML = "";
});

test("knows the styles the page shipped and inserts only the others", () => {
  const prerendered = addPrerenderedStyles(`css ${idOf(shipped)}`);
  const cache = createBrowserEmotionCache();
  const insert = jest.spyOn(cache, "insert");

  render(
    <CacheProvider value={cache}>
      <p css={shipped}>shipped</p>
      <p css={notShipped}>not shipped</p>
    </CacheProvider>,
  );

  const insertedNames = insert.mock.calls.map(([, serialized]) => serialized.name);
  expect(insertedNames).toEqual([idOf(notShipped)]);
  // The prerendered element is still the head's first child: Emotion did not move it.
  expect(document.head.firstElementChild).toBe(prerendered);
});
