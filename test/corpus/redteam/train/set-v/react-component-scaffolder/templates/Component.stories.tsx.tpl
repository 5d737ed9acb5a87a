import type { Meta, StoryObj } from '@storybook/react';
import { __NAME__ } from './__NAME__';

const meta: Meta<typeof __NAME__> = { component: __NAME__, title: 'Components/__NAME__' };
export default meta;

export const Primary: StoryObj<typeof __NAME__> = { args: { children: '__NAME__', variant: 'primary' } };
export const Secondary: StoryObj<typeof __NAME__> = { args: { children: '__NAME__', variant: 'secondary' } };
