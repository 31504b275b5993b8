import * as React from "react";

export default function BarePage() {
  return <h1>Bare Gatsby page</h1>;
}

export const Head = () => (
  <>
    <html lang="en" />
    <title>Bare Gatsby page</title>
    <meta name="description" content="The benchmark's baseline: Gatsby 5 with nothing on the page but a heading." />
  </>
);
