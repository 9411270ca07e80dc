/** dependency-cruiser's configuration: the floor plan of scripts/floor-plan.cjs. */
const { floorPlan } = require('./scripts/floor-plan.cjs');

module.exports = {
  forbidden: floorPlan(),
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
