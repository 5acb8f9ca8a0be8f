import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

// Each test gets the module fresh: whether the page has hydrated is the module's own state.
const loadHook = async () => {
  vi.resetModules();
  return import("#app/hooks/use-hydrated.ts");
};

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.hydrated;
});

/**
 * Prerenders `probe` beside the page's hydration mark, puts the HTML in the document and
 * hydrates it; returns the container and a spy on console.error.
 */
const prerenderAndHydrate = (
  probe: React.ReactNode,
  useMarkHydrated: () => void,
) => {
  const Mark = () => {
    useMarkHydrated();
    return null;
  };
  const page = (
    <>
      {probe}
      <Mark />
    </>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const prerendered = container.textContent;
  const errors = vi.spyOn(console, "error");
  render(page, { container, hydrate: true });
  return { prerendered, errors };
};

describe("useHydrated", () => {
  it("keeps the prerendered form while hydrating, then switches without a mismatch", async () => {
    const { useHydrated, useMarkHydrated } = await loadHook();
    const Probe = () => <p>{useHydrated() ? "app" : "prerendered"}</p>;
    const { prerendered, errors } = prerenderAndHydrate(
      <Probe />,
      useMarkHydrated,
    );

    expect(prerendered).toBe("prerendered");
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
    const { prerendered, errors } = prerenderAndHydrate(
      <Probe />,
      useMarkHydrated,
    );

    expect(prerendered).toBe("false/false");
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
