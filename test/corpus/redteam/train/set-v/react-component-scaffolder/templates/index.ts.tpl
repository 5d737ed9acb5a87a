export * from './__NAME__';
