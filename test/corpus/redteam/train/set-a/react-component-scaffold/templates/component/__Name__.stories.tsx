import type { Meta, StoryObj } from '@storybook/react';
import { __Name__ } from './__Name__';

const meta: Meta<typeof __Name__> = { component: __Name__ };
export default meta;
export const Default: StoryObj<typeof __Name__> = { args: { children: '__Name__' } };
