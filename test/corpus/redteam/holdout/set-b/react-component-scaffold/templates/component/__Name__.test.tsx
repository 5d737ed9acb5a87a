import { render, screen } from "@testing-library/react";
import { describe, it, expect } from "vitest";
import { __Name__ } from "./__Name__";

describe("__Name__", () => {
  it("renders children", () => {
    render(<__Name__>hello</__Name__>);
    expect(screen.getByText("hello")).toBeTruthy();
  });
});
