export declare const tokens: {
  color: Record<'primary' | 'surface' | 'text' | 'muted', string>;
  space: Record<1 | 2 | 3 | 4 | 6 | 8, string>;
  radius: Record<'sm' | 'md' | 'lg', string>;
};
