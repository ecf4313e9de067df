require('reflect-metadata');
const { createDataSource } = require('./dist/database/data-source');
const { LeadStatsRefresher } = require('./dist/dashboard/lead-stats-refresher');
(async () => {
  const ds = createDataSource({ url: `postgres://postgres@127.0.0.1:5432/${process.argv[2]}`, poolSize: 2 });
  await ds.initialize();
  const r = new LeadStatsRefresher(ds, { maxAgeMs: 60000, log: console.error });
  for (let i = 0; i < 3; i++) { const cpu0 = process.cpuUsage(); const t = Date.now(); await r.refresh(); const cpu = process.cpuUsage(cpu0); console.log('recount wall', Date.now() - t, 'ms; node cpu', ((cpu.user + cpu.system) / 1000).toFixed(0), 'ms'); }
  await ds.destroy();
})();
