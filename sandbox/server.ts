/**
 * `npm run sandbox`: serves the sandbox on 127.0.0.1:8787 (PORT changes the port; `--fault=<spec>` or
 * SANDBOX_FAULT applies a fault to every request; `--clock=+<days>` or `--clock=YYYY-MM-DD` (SANDBOX_CLOCK)
 * starts with the clock moved; SANDBOX_TODAY freezes today; HOST changes the interface).
 */
import { type RunningSandbox, startSandbox } from './app';
import { TEAMS } from './teams';

const started = performance.now();

/** A `--name=value` argument, else the environment variable. */
function option(name: string, variable: string): string | undefined {
  const prefix = `--${name}=`;
  return (
    process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length) ??
    process.env[variable]
  );
}

/** `+7`, `-3` or `7` moves the clock that many days; a `YYYY-MM-DD` date sets it. */
function moveClock(sandbox: RunningSandbox, clock: string): void {
  if (/^[+-]?\d+$/.test(clock)) sandbox.advanceClock(Number(clock));
  else sandbox.setClock(clock);
}

const fault = option('fault', 'SANDBOX_FAULT');
const clock = option('clock', 'SANDBOX_CLOCK');

startSandbox({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  ...(fault ? { fault } : {}),
})
  .then((sandbox) => {
    if (clock) moveClock(sandbox, clock);
    console.log(
      `Buyer Intelligence API sandbox: ${sandbox.url}/api/v1 (ready in ${Math.round(performance.now() - started)} ms)`,
    );
    console.log(`today ${sandbox.today}, clock ${sandbox.clock()}`);
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
