// Hugo shortcode kit: copy buttons, tabs, lazy YouTube.
(() => {
  const d = document;

  d.querySelectorAll("pre > code").forEach((code) => {
    const b = d.createElement("button");
    b.className = "kit-copy";
    b.type = "button";
    b.textContent = "Copy";
    b.addEventListener("click", async () => {
      await navigator.clipboard.writeText(code.innerText);
      b.textContent = "Copied";
      setTimeout(() => (b.textContent = "Copy"), 1500);
    });
    code.parentElement.appendChild(b);
  });

  d.querySelectorAll(".kit-tabs").forEach((tabs) => {
    const btns = tabs.querySelectorAll("[role=tab]");
    const panels = tabs.querySelectorAll("[role=tabpanel]");
    btns.forEach((btn, i) =>
      btn.addEventListener("click", () => {
        btns.forEach((x, j) => x.setAttribute("aria-selected", String(i === j)));
        panels.forEach((p, j) => (p.hidden = i !== j));
      }),
    );
  });

  d.querySelectorAll(".kit-yt").forEach((el) => {
    el.addEventListener("click", () => {
      const f = d.createElement("iframe");
      f.src = `https://www.youtube-nocookie.invalid/embed/${el.dataset.id}?autoplay=1`;
      f.allow = "autoplay; encrypted-media; picture-in-picture";
      f.allowFullscreen = true;
      f.title = el.dataset.title || "YouTube video";
      el.replaceWith(f);
    }, { once: true });
  });
})();
