import { render, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyOnDemand } from "#app/hooks/lazy-when-idle.ts";

const dialogModule = {
  Dialog: ({ title }: { title: string }) => <h2>{title}</h2>,
};

describe("lazyOnDemand", () => {
  it("fetches the code once, after the frame that answers the reach is painted", async () => {
    const load = vi.fn(() => Promise.resolve(dialogModule));
    const { preload } = lazyOnDemand(load, (m) => m.Dialog);
    preload();
    preload();
    // Not inside the pointer down's own task: the tap's frame comes first.
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it("shows the component once its code is in, without a reach first", async () => {
    const load = vi.fn(() => Promise.resolve(dialogModule));
    const { Component } = lazyOnDemand(load, (m) => m.Dialog);
    render(
      <Suspense fallback={null}>
        <Component title="Video review" />
      </Suspense>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(
      await screen.findByRole("heading", { name: "Video review" }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next reach when a fetch fails", async () => {
    const load = vi
      .fn<() => Promise<typeof dialogModule>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(dialogModule);
    const { preload } = lazyOnDemand(load, (m) => m.Dialog);
    preload();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    preload();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
