import { TextEncoder } from "node:util";
import "@testing-library/jest-dom";

// React DOM's server renderer (the build renders pages with it) needs TextEncoder, which jsdom
// does not provide.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder });
