/** A function, not a replacement string, which would read the "$$" of "Earn $$ per call" as a pattern. */
export function fillIn(text: string, name: string, value: string): string {
  return text.replace(`{${name}}`, () => value);
}
