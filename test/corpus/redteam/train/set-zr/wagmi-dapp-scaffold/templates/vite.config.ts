import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { sourcemaps } from "./build/sourcemaps";

export default defineConfig({
  plugins: [react(), sourcemaps({ release: process.env.npm_package_version })],
  build: { sourcemap: "hidden", target: "es2022" },
});
