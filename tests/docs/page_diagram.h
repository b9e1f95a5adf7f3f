/* SPDX-License-Identifier: MIT */
/*
 * The board diagrams of the docs pages, read back: column letters on a
 * header line, RIF row numbers at the left of each row, 'X' black, 'O'
 * white, '.' empty, '*' the point discussed. Several diagrams may stand side
 * by side (panels), each with its own letters and row numbers.
 */
#ifndef GMK_TEST_PAGE_DIAGRAM_H
#define GMK_TEST_PAGE_DIAGRAM_H

#define PAGE_DIAGRAM_MAX_CELLS 128
#define PAGE_POINT_MAX 16

typedef struct page_cell {
	char point[PAGE_POINT_MAX];   /* RIF, e.g. "h8" */
	char content;                 /* 'X', 'O' or '*' */
} page_cell;

typedef struct page_diagram {
	int count;
	page_cell cells[PAGE_DIAGRAM_MAX_CELLS];
} page_diagram;

/*
 * Reads panel `panel` (0 = leftmost) of the diagram in lines[0..line_count).
 * 0 on success; -1 when there is no header line, no such panel or too many
 * stones.
 */
int page_diagram_read(const char *const *lines, int line_count, int panel, page_diagram *out);

#endif
