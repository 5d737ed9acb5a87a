import alerts from 'markdown-it-github-alerts';

export default function (eleventyConfig) {
  eleventyConfig.amendLibrary('md', (md) => md.use(alerts));
  eleventyConfig.addPassthroughCopy('assets');
  eleventyConfig.addPassthroughCopy('docs/**/*.{png,jpg,svg,gif,webp}');
  eleventyConfig.addCollection('docs', (api) => api.getFilteredByGlob('docs/**/*.md'));
  eleventyConfig.addFilter('date', (d, fmt) => new Date(d === 'now' ? Date.now() : d).getFullYear());
  eleventyConfig.addGlobalData('layout', 'layouts/base.njk');
  return { dir: { input: '.', includes: '_includes', output: '_site' }, markdownTemplateEngine: 'njk' };
}
