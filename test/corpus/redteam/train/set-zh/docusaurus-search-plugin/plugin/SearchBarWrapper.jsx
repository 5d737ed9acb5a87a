import React from 'react';
import { DocSearch } from '@docsearch/react';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import '@docsearch/css';

export default function SearchBar() {
  const cfg = usePluginData('docsearch-env');
  const { preferredVersion } = useDocsPreferredVersion();
  if (!cfg?.appId || !cfg?.apiKey) return null;

  const lang = typeof document !== 'undefined' ? document.documentElement.lang : 'en';
  const localeIndex = cfg.env?.[`DOCSEARCH_INDEX_NAME_${lang.toUpperCase()}`];
  const facetFilters = cfg.contextualSearch
    ? [`language:${lang}`, `docusaurus_tag:docs-default-${preferredVersion?.name ?? 'current'}`]
    : [];

  return (
    <DocSearch
      appId={cfg.appId}
      apiKey={cfg.apiKey}
      indexName={localeIndex || cfg.indexName}
      searchParameters={{ facetFilters }}
    />
  );
}
