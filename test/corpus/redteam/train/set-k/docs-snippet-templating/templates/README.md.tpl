# {{ name }}

{{ description }}

## Install

```bash
npm install {{ name }}@{{ version }}
```

{{#if dependencies}}
## Runtime dependencies

| package | range |
|---------|-------|
{{#each dependencies}}| {{ @key }} | {{ this }} |
{{/each}}{{else}}No runtime dependencies.{{/if}}
