export * from './__Name__';
