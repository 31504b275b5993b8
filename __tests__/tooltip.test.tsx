import { act, fireEvent, render, screen } from "@testing-library/react";
import { Tooltip, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../src/components/ui/Tooltip";

function renderTwoTooltips() {
  render(
    <>
      <Tooltip content="First tip">{(props) => <button {...props}>First</button>}</Tooltip>
      <Tooltip content="Second tip">{(props) => <button {...props}>Second</button>}</Tooltip>
    </>,
  );
  return [screen.getByRole("button", { name: "First" }), screen.getByRole("button", { name: "Second" })];
}

const visibleTips = () => screen.queryAllByRole("tooltip").map((tip) => tip.textContent);

describe("Tooltip", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("uses the spec's delays: 700 ms to open, 300 ms to skip", () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it("opens on hover only after 700 ms", () => {
    const [first] = renderTwoTooltips();
    fireEvent.pointerEnter(first);
    act(() => jest.advanceTimersByTime(699));
    expect(visibleTips()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleTips()).toEqual(["First tip"]);
  });

  it("does not open if the pointer leaves before the delay", () => {
    const [first] = renderTwoTooltips();
    fireEvent.pointerEnter(first);
    act(() => jest.advanceTimersByTime(500));
    fireEvent.pointerLeave(first);
    act(() => jest.advanceTimersByTime(1000));
    expect(visibleTips()).toEqual([]);
  });

  it("opens the next tooltip at once within the 300 ms skip delay", () => {
    const [first, second] = renderTwoTooltips();
    fireEvent.pointerEnter(first);
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.pointerLeave(first);
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 50));
    fireEvent.pointerEnter(second);
    expect(visibleTips()).toEqual(["Second tip"]);
  });

  it("waits the full delay again once the skip delay has passed", () => {
    const [first, second] = renderTwoTooltips();
    fireEvent.pointerEnter(first);
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.pointerLeave(first);
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1));
    fireEvent.pointerEnter(second);
    expect(visibleTips()).toEqual([]);
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(visibleTips()).toEqual(["Second tip"]);
  });

  it("opens at once on keyboard focus and closes on Escape", () => {
    const [first] = renderTwoTooltips();
    act(() => first.focus());
    expect(visibleTips()).toEqual(["First tip"]);
    fireEvent.keyDown(first, { key: "Escape" });
    expect(visibleTips()).toEqual([]);
  });

  it("describes its trigger to screen readers even while closed", () => {
    const [first] = renderTwoTooltips();
    expect(first).toHaveAccessibleDescription("First tip");
  });
});
