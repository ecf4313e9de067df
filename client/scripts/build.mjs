// The client build: Vite's production bundle (prerendering of public pages is added here).
import { build } from 'vite';

await build({ logLevel: 'warn' });
