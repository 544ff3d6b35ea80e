// Every shared module is eager in the host (shared/app-tools/shared-deps.mjs), so the shell needs no async boundary
// and the bootstrap is in the entry chunk (`eager`: no request). It runs one task later, so evaluating the libraries
// is not added to the task that parsed the bundle: a phone stays responsive between the two.
setTimeout(() => void import(/* webpackMode: "eager" */ './bootstrap'));
