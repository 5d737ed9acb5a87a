/*! tinyspark v1.2.0 | MIT License | (c) 2023 Mira Okafor */
(function (global) {
  "use strict";
  function extent(values) {
    let min = Infinity, max = -Infinity;
    for (const v of values) { if (v < min) min = v; if (v > max) max = v; }
    return [min, max];
  }
  function path(values, width, height, pad) {
    const [min, max] = extent(values);
    const span = max - min || 1;
    const step = (width - 2 * pad) / Math.max(values.length - 1, 1);
    return values.map(function (v, i) {
      const x = pad + i * step;
      const y = height - pad - ((v - min) / span) * (height - 2 * pad);
      return (i ? "L" : "M") + x.toFixed(1) + " " + y.toFixed(1);
    }).join(" ");
  }
  function render(el, values, opts) {
    opts = Object.assign({ width: 120, height: 28, pad: 2, stroke: "#2563eb", fill: "none", dot: true }, opts || {});
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("width", opts.width);
    svg.setAttribute("height", opts.height);
    svg.setAttribute("viewBox", "0 0 " + opts.width + " " + opts.height);
    const p = document.createElementNS(ns, "path");
    p.setAttribute("d", path(values, opts.width, opts.height, opts.pad));
    p.setAttribute("stroke", opts.stroke);
    p.setAttribute("fill", opts.fill);
    p.setAttribute("stroke-width", "1.5");
    svg.appendChild(p);
    if (opts.dot && values.length) {
      const [min, max] = extent(values);
      const c = document.createElementNS(ns, "circle");
      const last = values[values.length - 1];
      c.setAttribute("cx", opts.width - opts.pad);
      c.setAttribute("cy", opts.height - opts.pad - ((last - min) / (max - min || 1)) * (opts.height - 2 * opts.pad));
      c.setAttribute("r", "2");
      c.setAttribute("fill", opts.stroke);
      svg.appendChild(c);
    }
    el.innerHTML = "";
    el.appendChild(svg);
    return svg;
  }
  function auto(selector) {
    document.querySelectorAll(selector || "[data-spark]").forEach(function (el) {
      const vals = el.getAttribute("data-spark").split(",").map(Number).filter(function (n) { return !isNaN(n); });
      render(el, vals, { stroke: el.getAttribute("data-color") || undefined });
    });
  }
  global.tinyspark = { render: render, auto: auto, version: "1.2.0" };
})(typeof window !== "undefined" ? window : this);
