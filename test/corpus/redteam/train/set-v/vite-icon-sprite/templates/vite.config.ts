import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import iconSprite from '@iconkit/vite-plugin-sprite';

export default defineConfig({
  plugins: [
    iconSprite({
      dir: 'src/assets/icons',
      symbolId: 'i-[name]',
      inject: 'body-last',
      svgo: { preset: '@iconkit/svgo-preset' },
      dts: 'src/icons.d.ts',
    }),
    react(),
  ],
});
