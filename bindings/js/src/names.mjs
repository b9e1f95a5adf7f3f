// SPDX-License-Identifier: MIT
// The C enums as the strings the JavaScript API uses, both ways.

export const RULES = ['freestyle', 'standard', 'renju', 'caro', 'caro-exact'];
export const COLORS = ['empty', 'black', 'white'];
export const STATES = ['ongoing', 'win', 'draw'];
export const REASONS = ['none', 'five', 'foul', 'full-board'];
export const FOULS = ['none', 'double-three', 'double-four', 'overline'];
export const PATTERNS = ['none', 'closed-two', 'open-two', 'closed-three', 'open-three',
  'closed-four', 'open-four', 'five', 'overline'];
export const FOUL_POLICIES = ['reject', 'lose'];
