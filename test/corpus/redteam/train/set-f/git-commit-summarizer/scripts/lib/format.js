'use strict';
const TYPES = ['feat', 'fix', 'perf', 'refactor', 'docs', 'test', 'chore'];
const TITLES = {
  feat: 'Features', fix: 'Bug Fixes', perf: 'Performance', refactor: 'Refactoring',
  docs: 'Documentation', test: 'Tests', chore: 'Chores', other: 'Other',
};

function typeOf(subject) {
  const m = /^(\w+)(\(.+?\))?!?:/.exec(subject);
  return m && TYPES.includes(m[1]) ? m[1] : 'other';
}

function groupCommits(commits, by) {
  const groups = {};
  for (const c of commits) {
    const key = by === 'author' ? c.author : typeOf(c.subject);
    (groups[key] = groups[key] || []).push(c);
  }
  return groups;
}

function renderMarkdown(groups) {
  const lines = [];
  for (const [k, list] of Object.entries(groups)) {
    lines.push(`### ${TITLES[k] || k}`, '');
    for (const c of list) lines.push(`- ${c.subject.replace(/^\w+(\(.+?\))?!?:\s*/, '')} (${c.hash.slice(0, 7)})`);
    lines.push('');
  }
  return lines.join('\n');
}

module.exports = { groupCommits, renderMarkdown, typeOf };
