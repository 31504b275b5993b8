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
    fireEvent.pointerEnter(first);
    act(() => jest.advanceTimersByTime(699));
    expect(visibleTips()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleTips()).toEqual(["First tip"]);
  });

  it("does not open if the pointer leaves before the delay", () => {
    const [first] = renderTwoPlaceholders();
    fireEvent.pointerEnter(first);
    act(() => jest.advanceTimersByTime(500));
    fireEvent.pointerLeave(first);
    act(() => jest.advanceTimersByTime(1000));
    expect(visibleTips()).toEqual([]);
  });

  it("opens the next tooltip at once within the 300 ms skip delay", () => {
    const [first, second] = renderTwoPlaceholders();
    fireEvent.pointerEnter(first);
    act(() => jest.advanceTimersByTime(700));
    fireEvent.pointerLeave(first);
    act(() => jest.advanceTimersByTime(250));
    fireEvent.pointerEnter(second);
    expect(visibleTips()).toEqual(["Second tip"]);
  });

  it("waits the full delay again once the skip delay has passed", () => {
    const [first, second] = renderTwoPlaceholders();
    fireEvent.pointerEnter(first);
    act(() => jest.advanceTimersByTime(700));
    fireEvent.pointerLeave(first);
    act(() => jest.advanceTimersByTime(301));
    fireEvent.pointerEnter(second);
    act(() => jest.advanceTimersByTime(699));
    expect(visibleTips()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleTips()).toEqual(["Second tip"]);
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
