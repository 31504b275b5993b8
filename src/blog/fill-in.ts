/**
 * `text` (blog.json's words) with its "{name}" replaced by `value`, taken as it is: a title such as
 * "Earn $$ per call" stays so, where a replacement string would read "$$" as a pattern.
 */
export function fillIn(text: string, name: string, value: string): string {
  return text.replace(`{${name}}`, () => value);
}
