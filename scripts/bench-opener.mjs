// What the page's `Cross-Origin-Opener-Policy` header costs in a plain Lighthouse run, for
// `npm run bench`: one page's static-HTML floor (no script at all) with its headers and with
// that header alone left out, the two alternating, in each Lighthouse profile measured.
//
// With the header, the browser opens the page in a new browsing context group, so Lighthouse's
// blank tab cannot hand its renderer to the page: the navigation commits in a new process, a
// task of its own before the first paint. Lighthouse's simulation counts that task after its
// simulated first paint (it holds no layout, paint or HTML parsing), as blocking time. Measured
// beside the floor without the header, every run shows how much of each page's TBT no script
// of the page can remove (docs/decisions/024-start-up-in-short-tasks.md, session 18).
import { interleavedRuns, median } from './bench-lighthouse.mjs';

const OPENER_HEADER = 'cross-origin-opener-policy';

/** `runs` pairs of Lighthouse runs of the floor of `name`, with and without the header. */
export async function openerRuns(floor, name, profile, { runs, lhrDir }) {
  const prefix = `${profile.label === 'default' ? '' : `${profile.label}-`}opener-${name}`;
  const [withIt, without] = (
    await interleavedRuns(
      [
        { url: floor.url(name), name: `${prefix}-with` },
        { url: floor.url(name, { without: OPENER_HEADER }), name: `${prefix}-without` },
      ],
      { profile, runs, lhrDir, log: () => {} },
    )
  ).map((summary) => summary.runs);
  const summary = (rs) => ({
    tbt: median(rs.map((r) => r.tbt)),
    tbtRuns: rs.map((r) => r.tbt),
    score: median(rs.map((r) => r.score)),
    // Lighthouse's longest task (simulated), which is the commit with the header.
    longest: median(rs.map((r) => r.longTasks[0]?.ms ?? 0)),
  });
  return {
    profile: profile.label,
    page: `/${name}`,
    with: summary(withIt),
    without: summary(without),
  };
}

/** The results' table: a row per profile. */
export function openerTable(rows, { runs, load }) {
  const ms = (x) => x.toFixed(0);
  return [
    `## What the opener policy costs (the floor of ${rows[0].page}, no script, with and without the header, alternating, median of ${runs})`,
    '',
    'The same static page, the page’s own headers sent with it, in runs that alternate between the page as the server sends it and the page without `Cross-Origin-Opener-Policy` alone. With the header, Lighthouse’s blank tab cannot lend the page its renderer: the navigation commits in a new process before the first paint, and Lighthouse’s simulation counts that task after its simulated paint. No script of any page can take this part away; the pages above carry it.',
    load,
    '',
    '| profile | TBT with the header ms | per run | score | longest task ms (simulated) | TBT without it ms | per run | score | longest task ms (simulated) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.profile} | ${ms(r.with.tbt)} | ${r.with.tbtRuns.map(ms).join(', ')} | ${r.with.score} | ${ms(r.with.longest)} | ${ms(r.without.tbt)} | ${r.without.tbtRuns.map(ms).join(', ')} | ${r.without.score} | ${ms(r.without.longest)} |`,
    ),
  ];
}
