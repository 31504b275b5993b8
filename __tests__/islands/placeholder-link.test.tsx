import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { PlaceholderLink } from "../../src/islands/PlaceholderLink";

const classNames = { wrapper: "wrapper", trigger: "trigger", hiddenText: "hidden-text", bubble: "bubble" };

function renderTwoPlaceholders() {
  render(
    <>
      <PlaceholderLink
        label="First"
        unavailableLabel="(not yet)"
        tooltip="First tip"
        tooltipId="tip-1"
        classNames={classNames}
      />
      <PlaceholderLink
        label="Second"
        unavailableLabel="(not yet)"
        tooltip="Second tip"
        tooltipId="tip-2"
        classNames={classNames}
      />
    </>,
  );
  return [
    screen.getByRole("link", { name: "First (not yet)" }),
    screen.getByRole("link", { name: "Second (not yet)" }),
  ];
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** The wrapper the island marks: the build's CSS reads data-instant and data-dismissed there. */
const wrapperOf = (trigger: HTMLElement) => trigger.parentElement!;

/**
 * The pointer, moved as a browser moves it: entering the trigger enters its wrapper too, where
 * the island listens (Preact listens to pointerenter itself, which does not bubble). In act(), so
 * that Preact renders and runs its effects before the test goes on, as a browser's next frame does.
 */
let user: UserEvent;
const hover = (element: HTMLElement) => act(() => user.hover(element));
const unhover = (element: HTMLElement) => act(() => user.unhover(element));

/** Hovers `trigger` for `restMs`, then moves the pointer off it and waits `ms`. */
async function hoverThenLeave(trigger: HTMLElement, restMs: number, ms: number) {
  await hover(trigger);
  wait(restMs);
  await unhover(trigger);
  wait(ms);
}

// The tooltip itself opens by CSS (:hover after the open delay, :focus at once), which the browser
// tests check (e2e/site.spec.ts); here, what the island adds to it.
describe("PlaceholderLink's Coming soon tooltip", () => {
  // The skip delay is shared by every tooltip on the page (module state): each test starts a
  // minute after the last one's clock, so no test inherits a tooltip closed in another.
  let clock = 0;
  beforeEach(() => {
    clock += 60_000;
    jest.useFakeTimers({ now: clock });
    // No delay between the events of one move: the tests move the clock themselves.
    user = userEvent.setup({ delay: null });
  });
  afterEach(() => jest.useRealTimers());

  it("is unavailable: no destination, marked disabled, still focusable", () => {
    const [first] = renderTwoPlaceholders();
    expect(first).toHaveAttribute("aria-disabled", "true");
    expect(first).not.toHaveAttribute("href");
    expect(first).toHaveAttribute("tabindex", "0");
  });

  it("opens the next tooltip at once within the 300 ms skip delay", async () => {
    const [first, second] = renderTwoPlaceholders();
    await hoverThenLeave(first, 700, 250);
    await hover(second);
    expect(wrapperOf(second)).toHaveAttribute("data-instant");
  });

  it("waits the full delay again once the skip delay has passed", async () => {
    const [first, second] = renderTwoPlaceholders();
    await hoverThenLeave(first, 700, 301);
    await hover(second);
    expect(wrapperOf(second)).not.toHaveAttribute("data-instant");
  });

  it("starts no skip delay from a tooltip that never opened (the pointer left before 700 ms)", async () => {
    const [first, second] = renderTwoPlaceholders();
    await hoverThenLeave(first, 699, 0);
    await hover(second);
    expect(wrapperOf(second)).not.toHaveAttribute("data-instant");
  });

  it("closes on Escape until focus or the pointer comes back", async () => {
    const [first] = renderTwoPlaceholders();
    act(() => first.focus());
    fireEvent.keyDown(first, { key: "Escape" });
    expect(wrapperOf(first)).toHaveAttribute("data-dismissed");
    await hover(first);
    expect(wrapperOf(first)).not.toHaveAttribute("data-dismissed");
  });

  it("closes a tooltip the pointer opened on Escape, wherever focus is, and only while the pointer is there", async () => {
    const [first, second] = renderTwoPlaceholders();
    await hover(first);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(wrapperOf(first)).toHaveAttribute("data-dismissed");
    expect(wrapperOf(second)).not.toHaveAttribute("data-dismissed");
    await unhover(first);
    await hover(second);
    await unhover(second);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(wrapperOf(second)).not.toHaveAttribute("data-dismissed");
  });

  it("describes its trigger to screen readers even while closed", () => {
    const [first] = renderTwoPlaceholders();
    expect(first).toHaveAccessibleDescription("First tip");
  });
});
