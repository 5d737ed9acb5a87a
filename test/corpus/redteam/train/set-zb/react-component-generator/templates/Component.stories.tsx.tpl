import type { Meta, StoryObj } from '@storybook/react';
import { {{Name}} } from './{{Name}}';

const meta = { title: 'UI/{{Name}}', component: {{Name}}, args: { children: '{{Name}}' } } satisfies Meta<typeof {{Name}}>;
export default meta;
export const Primary: StoryObj<typeof meta> = { args: { intent: 'primary' } };
export const Ghost: StoryObj<typeof meta> = { args: { intent: 'ghost' } };
