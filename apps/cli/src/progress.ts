/** A progress bar on stderr: redrawn in place on a terminal, one line per step otherwise (logs, CI). */
export function progressBar(
  stream: { write(s: string): unknown; isTTY?: boolean },
  total: number,
  label: string,
) {
  const width = 30;
  let last = -1;
  return {
    update(done: number) {
      const ratio = total === 0 ? 1 : Math.min(1, done / total);
      const filled = Math.round(ratio * width);
      const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} (${Math.round(ratio * 100)}%)`;
      if (stream.isTTY) stream.write(`\r${line}`);
      else if (done !== last) stream.write(`${line}\n`);
      last = done;
    },
    done() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
