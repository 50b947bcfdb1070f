import { benchAssignment } from './assignment-bench';
import type { Scores } from './clustering-metrics';
import { readReleaseSet, readStorySet } from './eval-data';
import { evaluateReleases } from './release-eval';
import { evaluateStories } from './story-eval';
import { titleCased } from './title-case';

/*
 * `npm run eval`: the real matching code over the labelled sets in eval/data,
 * every figure against its goal. Exits 1 when a goal is missed, so a change that
 * makes matching worse cannot pass unnoticed.
 */
const rows: { name: string; value: number; goal: string; pass: boolean }[] = [];

function goal(name: string, value: number, atLeast?: number, below?: number): void {
  const pass = (atLeast === undefined || value >= atLeast) && (below === undefined || value < below);
  const goalText = atLeast !== undefined ? `>= ${atLeast}` : below !== undefined ? `< ${below}` : '';
  rows.push({ name, value, goal: goalText, pass });
}

function info(name: string, scores: Scores): void {
  console.log(
    `  ${name.padEnd(22)} P ${scores.precision.toFixed(3)}  R ${scores.recall.toFixed(3)}  F1 ${scores.f1.toFixed(3)}`,
  );
}

const storySet = readStorySet();
const stories = evaluateStories(storySet.artists, storySet.articles);
const goldStories = new Set(storySet.articles.map((article) => article.story)).size;
const predictedStories = new Set(stories.predicted.values()).size;
console.log(
  `Stories: ${storySet.articles.length} articles, ${goldStories} gold stories, ${predictedStories} predicted`,
);
info('pairwise', stories.pairwise);
info('B-cubed', stories.bCubed);
goal('stories pairwise precision', stories.pairwise.precision, 0.95);
goal('stories pairwise recall', stories.pairwise.recall, 0.85);
goal('stories B-cubed F1', stories.bCubed.f1, 0.9);

// The same articles with every headline in Title Case: the goals hold for either style.
const titleCaseStories = evaluateStories(
  storySet.artists,
  storySet.articles.map((article) => ({ ...article, title: titleCased(article.title) })),
);
console.log('Stories, every headline in Title Case:');
info('pairwise', titleCaseStories.pairwise);
info('B-cubed', titleCaseStories.bCubed);
goal('Title Case pairwise precision', titleCaseStories.pairwise.precision, 0.95);
goal('Title Case pairwise recall', titleCaseStories.pairwise.recall, 0.85);
goal('Title Case B-cubed F1', titleCaseStories.bCubed.f1, 0.9);

const releaseSet = readReleaseSet();
const releases = evaluateReleases(releaseSet.listings);
const goldGroups = new Set(releaseSet.listings.map((listing) => listing.group)).size;
console.log(`Releases: ${releaseSet.listings.length} listings, ${goldGroups} gold releases`);
info('merge (pairs)', releases.merge);
console.log(`  edition labels wrong: ${releases.editionErrors.length}`);
for (const error of releases.editionErrors.slice(0, 10)) {
  console.log(`    ${error.id}: expected ${String(error.expected)}, got ${String(error.got)}`);
}
goal('releases merge precision', releases.merge.precision, 0.99);
goal('releases merge recall', releases.merge.recall, 0.95);

console.log(
  'Assignment time per article (1,000 newest articles timed; window rebuilt from the last 72 hours of the history):',
);
for (const total of [1_000, 100_000]) {
  const figures = benchAssignment(total);
  console.log(
    `  history of ${String(total).padStart(7)} articles: ${figures.activeStories} active stories, p50 ${figures.p50Ms.toFixed(2)} ms, p99 ${figures.p99Ms.toFixed(2)} ms (CPU p99 ${figures.cpuP99Ms.toFixed(2)} ms)`,
  );
  goal(`assignment p99 ms at ${total}`, figures.p99Ms, undefined, 20);
}

console.log('\nGoals:');
for (const row of rows) {
  console.log(
    `  ${row.pass ? 'PASS' : 'MISS'}  ${row.name.padEnd(30)} ${row.value.toFixed(3).padStart(8)}  (goal ${row.goal})`,
  );
}
process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
