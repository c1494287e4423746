import { runTs } from '../support/global-hook.mjs';
export default () => runTs('./teardown.ts', import.meta.url);
