import { textKeyword } from './security/text-input';

/** How every Fastify instance of ours validates requests: the app and the build's content service. */
export const AJV_OPTIONS = {
  // Union types (['string', 'null']) are meant; strictTypes would log each of them.
  customOptions: { allowUnionTypes: true },
  plugins: [textKeyword],
};
