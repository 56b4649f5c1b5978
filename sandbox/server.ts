/**
 * `npm run sandbox`: serves the sandbox on 127.0.0.1:8787 (PORT changes the port; `--fault=<spec>` or
 * SANDBOX_FAULT applies a fault to every request; HOST changes the interface).
 */
import { startSandbox } from './app';
import { TEAMS } from './teams';

const started = performance.now();
const faultArgument = process.argv
  .find((argument) => argument.startsWith('--fault='))
  ?.slice('--fault='.length);
const fault = faultArgument ?? process.env.SANDBOX_FAULT;

startSandbox({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  ...(fault ? { fault } : {}),
})
  .then((sandbox) => {
    console.log(
      `Buyer Intelligence API sandbox: ${sandbox.url}/api/v1 (ready in ${Math.round(performance.now() - started)} ms)`,
    );
    if (fault) console.log(`fault on every request: ${fault}`);
    console.log('Keys (send Authorization: Token <key>):');
    for (const team of TEAMS) console.log(`  ${team.key.padEnd(18)} ${team.description}`);
    const stop = (): void => {
      sandbox.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
