// Every shared module is eager in the host (shared/app-tools/shared-deps.mjs), so the shell needs no async boundary:
// its code runs in the entry chunk instead of one more round of requests later.
import './bootstrap';
