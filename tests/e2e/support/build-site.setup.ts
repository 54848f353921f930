import { ensureFrontendBuild } from './frontend-build';

/** Builds the site once before browser files run side by side, so none of them builds it twice. */
export default function setup() {
  ensureFrontendBuild();
}
