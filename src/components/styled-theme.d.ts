import 'styled-components';
import type { Theme } from './theme';

// Interpolations read our one theme (src/components/theme.ts) from the props' `theme`.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface DefaultTheme extends Theme {}
}
