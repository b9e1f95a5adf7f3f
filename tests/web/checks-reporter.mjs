// SPDX-License-Identifier: MIT
// A node --test reporter writing one JSON line per top-level test,
// {"name", "result": "OK"|"FAIL"|"SKIP"}, the lines tests/summarize.py counts
// (as it counts meson's testlog.json), so CI's closing line includes them.
export default async function* checksReporter(source) {
  for await (const event of source) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0)
      continue;
    // A file's own failure (it did not load) is reported as a test named after it.
    const skipped = event.data.skip !== undefined && event.data.skip !== false;
    const result = event.type === 'test:fail' ? 'FAIL' : skipped ? 'SKIP' : 'OK';
    yield `${JSON.stringify({ name: `js: ${event.data.name}`, result })}\n`;
  }
}
