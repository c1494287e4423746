// Jest loads global setup and teardown outside its module system, where TypeScript sources are not
// transformed; tsx loads them instead. Used as `global-hook.mjs?file` through the wrappers below.
import { tsImport } from 'tsx/esm/api';

export const runTs = async (relative, base) => {
  const mod = await tsImport(relative, base);
  await mod.default();
};
