import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDialogSteps } from "#app/hooks/use-dialog-steps.ts";

// The fake clock's frames: the second step of an opening or closing runs in a task queued from
// the next animation frame, so a frame and then that task must pass.
const nextFrame = () => act(() => vi.advanceTimersToNextFrame());
const nextTask = () => act(() => vi.advanceTimersToNextTimer());
const afterPaint = async () => {
  await nextFrame();
  await nextTask();
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function steps(options: Parameters<typeof useDialogSteps>[0] = {}) {
  const onOpenChange = vi.fn();
  const hook = renderHook(
    (props: Parameters<typeof useDialogSteps>[0]) =>
      useDialogSteps({ onOpenChange, ...props }),
    { initialProps: options },
  );
  return {
    onOpenChange,
    step: () => hook.result.current.step,
    setOpen: (open: boolean) => act(() => hook.result.current.setOpen(open)),
    rerender: hook.rerender,
    unmount: hook.unmount,
  };
}

describe("useDialogSteps", () => {
  it("opens at once and closes in two steps: invisible first, gone after that frame is painted", async () => {
    const dialog = steps();
    expect(dialog.step()).toBe("closed");
    dialog.setOpen(true);
    expect(dialog.step()).toBe("open");
    expect(dialog.onOpenChange).toHaveBeenLastCalledWith(true);

    dialog.setOpen(false);
    expect(dialog.step()).toBe("closing");
    expect(dialog.onOpenChange).not.toHaveBeenCalledWith(false);
    await nextFrame();
    // The frame has run its callbacks but not yet painted: still closing.
    expect(dialog.step()).toBe("closing");
    await nextTask();
    expect(dialog.step()).toBe("closed");
    expect(dialog.onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("with openAfterPaint, dims first and mounts after that frame is painted, every time", async () => {
    const dialog = steps({ openAfterPaint: true });
    dialog.setOpen(true);
    expect(dialog.step()).toBe("dimming");
    expect(dialog.onOpenChange).toHaveBeenLastCalledWith(true);
    await nextFrame();
    expect(dialog.step()).toBe("dimming");
    await nextTask();
    expect(dialog.step()).toBe("open");

    dialog.setOpen(false);
    await afterPaint();
    expect(dialog.step()).toBe("closed");
    dialog.setOpen(true);
    expect(dialog.step()).toBe("dimming");
    await afterPaint();
    expect(dialog.step()).toBe("open");
  });

  it("Escape while the page is dimmed cancels the opening; the dialog never mounts", async () => {
    const dialog = steps({ openAfterPaint: true });
    dialog.setOpen(true);
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    });
    expect(dialog.step()).toBe("dimming");
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(dialog.step()).toBe("closed");
    expect(dialog.onOpenChange).toHaveBeenLastCalledWith(false);
    await act(() => vi.runAllTimers());
    expect(dialog.step()).toBe("closed");
    // Escape once closed does nothing more.
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(dialog.onOpenChange).toHaveBeenCalledTimes(2);
  });

  it("closing while the page is dimmed closes at once", () => {
    const dialog = steps({ openAfterPaint: true });
    dialog.setOpen(true);
    dialog.setOpen(false);
    expect(dialog.step()).toBe("closed");
    expect(dialog.onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("opened again while closing, it stays open (no dimmed frame) and is not closed after the paint", async () => {
    const dialog = steps({ openAfterPaint: true, defaultOpen: true });
    expect(dialog.step()).toBe("open");
    dialog.setOpen(false);
    dialog.setOpen(true);
    expect(dialog.step()).toBe("open");
    await act(() => vi.runAllTimers());
    expect(dialog.step()).toBe("open");
    expect(dialog.onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("controlled: the parent's open wins, and a closing waits for the parent after its paint", async () => {
    const dialog = steps({ open: false });
    expect(dialog.step()).toBe("closed");
    dialog.rerender({ open: true });
    expect(dialog.step()).toBe("open");
    dialog.setOpen(false);
    expect(dialog.step()).toBe("closing");
    await afterPaint();
    expect(dialog.onOpenChange).toHaveBeenLastCalledWith(false);
    // A parent that keeps it open keeps it open.
    expect(dialog.step()).toBe("open");
    dialog.rerender({ open: false });
    expect(dialog.step()).toBe("closed");
  });

  it("unmounted while closing, it calls nobody afterwards", async () => {
    const dialog = steps({ defaultOpen: true });
    dialog.setOpen(false);
    dialog.unmount();
    await act(() => vi.runAllTimers());
    expect(dialog.onOpenChange).not.toHaveBeenCalled();
  });
});
