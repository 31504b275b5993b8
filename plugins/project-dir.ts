/** The project's folder, from Gatsby's store (which types its getState loosely). */
export function projectDir(store: { getState: unknown }): string {
  return (store.getState as () => { program: { directory: string } })().program.directory;
}
