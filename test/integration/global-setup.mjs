import { runTs } from '../support/global-hook.mjs';
export default () => runTs('./setup.ts', import.meta.url);
