import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

// Each test gets the module fresh: whether the page has hydrated is the module's own state.
const loadHook = async () => {
  vi.resetModules();
  return import("./use-hydrated");
};

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.hydrated;
});

describe("useHydrated", () => {
  it("keeps the prerendered form while hydrating, then switches without a mismatch", async () => {
    const { useHydrated, useMarkHydrated } = await loadHook();
    const Probe = () => <p>{useHydrated() ? "app" : "prerendered"}</p>;
    const Mark = () => {
      useMarkHydrated();
      return null;
    };
    const page = (
      <>
        <Probe />
        <Mark />
      </>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe("prerendered");
    const errors = vi.spyOn(console, "error");

    render(page, { container, hydrate: true });

    expect(await screen.findByText("app")).toBeInTheDocument();
    expect(document.documentElement.dataset.hydrated).toBe("true");
    expect(errors).not.toHaveBeenCalled();
  });

  it("gives what mounts after hydration its app form from the first render", async () => {
    const { useHydrated, useMarkHydrated } = await loadHook();
    const Mark = () => {
      useMarkHydrated();
      return null;
    };
    render(<Mark />);
    await vi.waitFor(() =>
      expect(document.documentElement.dataset.hydrated).toBe("true"),
    );

    const seen: boolean[] = [];
    const Later = () => {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return null;
    };
    await act(async () => {
      render(<Later />);
    });
    expect(seen).toEqual([true]);
  });

  it("switches a later form in a commit after the page's own switch", async () => {
    const { useHydrated, useHydratedLater, useMarkHydrated } = await loadHook();
    const commits: string[] = [];
    const Probe = () => {
      const state = `${useHydrated()}/${useHydratedLater()}`;
      useEffect(() => {
        commits.push(state);
      }, [state]);
      return <p>{state}</p>;
    };
    const Mark = () => {
      useMarkHydrated();
      return null;
    };
    const page = (
      <>
        <Probe />
        <Mark />
      </>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors = vi.spyOn(console, "error");

    render(page, { container, hydrate: true });

    expect(await screen.findByText("true/true")).toBeInTheDocument();
    expect(commits).toEqual(["false/false", "true/false", "true/true"]);
    expect(errors).not.toHaveBeenCalled();

    const seen: string[] = [];
    const Later = () => {
      seen.push(`${useHydrated()}/${useHydratedLater()}`);
      return null;
    };
    await act(async () => {
      render(<Later />);
    });
    expect(seen).toEqual(["true/true"]);
  });
});
