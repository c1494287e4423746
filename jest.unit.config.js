// The unit project alone, as a config of its own: StrykerJS runs the unit tests through this file
// (its Jest runner takes one config, not a project of jest.config.js).
import config from './jest.config.js';

const unit = config.projects.find((project) => project.displayName === 'unit');

export default { ...unit, testTimeout: config.testTimeout };
