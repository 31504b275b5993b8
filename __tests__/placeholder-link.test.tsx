import { act, fireEvent, render, screen } from "@testing-library/react";
import { PlaceholderLink } from "../src/islands/PlaceholderLink";

const classNames = { wrapper: "wrapper", trigger: "trigger", hiddenText: "hidden-text", bubble: "bubble" };

function renderTwoPlaceholders() {
  render(
    <>
      <PlaceholderLink
        label="First"
        unavailableLabel="not yet"
        tooltip="First tip"
        tooltipId="tip-1"
        classNames={classNames}
      />
      <PlaceholderLink
        label="Second"
        unavailableLabel="not yet"
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

const visibleTips = () => screen.queryAllByRole("tooltip").map((tip) => tip.textContent);

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** Rests the pointer on `trigger` and checks its tooltip opens after the full 700 ms, not a moment sooner. */
function expectOpensAfterFullDelay(trigger: HTMLElement, tip: string) {
  fireEvent.pointerEnter(trigger);
  wait(699);
  expect(visibleTips()).toEqual([]);
  wait(1);
  expect(visibleTips()).toEqual([tip]);
}

/** Opens `trigger`'s tooltip by hovering, then moves the pointer off it and waits `ms`. */
function hoverOpenThenLeave(trigger: HTMLElement, ms: number) {
  fireEvent.pointerEnter(trigger);
  wait(700);
  fireEvent.pointerLeave(trigger);
  wait(ms);
}

describe("PlaceholderLink's Coming soon tooltip", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("is unavailable: no destination, marked disabled, still focusable", () => {
    const [first] = renderTwoPlaceholders();
    expect(first).toHaveAttribute("aria-disabled", "true");
    expect(first).not.toHaveAttribute("href");
    expect(first).toHaveAttribute("tabindex", "0");
  });

  it("opens on hover only after 700 ms", () => {
    const [first] = renderTwoPlaceholders();
    expectOpensAfterFullDelay(first, "First tip");
  });

  it("does not open if the pointer leaves before the delay", () => {
    const [first] = renderTwoPlaceholders();
    fireEvent.pointerEnter(first);
    wait(500);
    fireEvent.pointerLeave(first);
    wait(1000);
    expect(visibleTips()).toEqual([]);
  });

  it("opens the next tooltip at once within the 300 ms skip delay", () => {
    const [first, second] = renderTwoPlaceholders();
    hoverOpenThenLeave(first, 250);
    fireEvent.pointerEnter(second);
    expect(visibleTips()).toEqual(["Second tip"]);
  });

  it("waits the full delay again once the skip delay has passed", () => {
    const [first, second] = renderTwoPlaceholders();
    hoverOpenThenLeave(first, 301);
    expectOpensAfterFullDelay(second, "Second tip");
  });

  it("opens at once on keyboard focus and closes on Escape", () => {
    const [first] = renderTwoPlaceholders();
    act(() => first.focus());
    expect(visibleTips()).toEqual(["First tip"]);
    fireEvent.keyDown(first, { key: "Escape" });
    expect(visibleTips()).toEqual([]);
  });

  it("describes its trigger to screen readers even while closed", () => {
    const [first] = renderTwoPlaceholders();
    expect(first).toHaveAccessibleDescription("First tip");
  });
});
