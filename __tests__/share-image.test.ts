/** @jest-environment node */
import path from "node:path";
import sharp from "sharp";
import { renderShareImage, SHARE_IMAGE } from "../src/blog/share-image";

describe("a post's share card", () => {
  it("is a 1200 × 630 JPEG under 100 KB, even for a long title", async () => {
    const title = "Paid calls, one minute at a time: how metered sessions pay providers for exactly their time";
    const jpeg = await renderShareImage(title, "Parley", path.join(__dirname, ".."));
    const { format, width, height } = await sharp(jpeg).metadata();
    // The size social networks show a large card at, and the size the page's meta tags declare.
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
    expect(SHARE_IMAGE).toEqual({ width, height });
    expect(jpeg.length).toBeLessThan(100 * 1024);
  }, 30_000);
});
