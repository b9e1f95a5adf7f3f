/* SPDX-License-Identifier: MIT */
/* Reading the labelled diagrams of the docs pages (page_diagram.h). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "page_diagram.h"

#define PAGE_MAX_COLUMNS 64
/* Letters of one panel stand two characters apart; a wider gap starts the next panel. */
#define PAGE_LETTER_STEP 2

typedef struct panel_columns {
	int count;
	int at[PAGE_MAX_COLUMNS];     /* character index of each column letter */
	char letter[PAGE_MAX_COLUMNS];
} panel_columns;

static int is_header(const char *line)
{
	int letters = 0;
	for (const char *c = line; *c; c++) {
		if (islower((unsigned char)*c))
			letters++;
		else if (*c != ' ')
			return 0;
	}
	return letters > 0;
}

/* The columns of one panel of the header line; 0 when there is no such panel. */
static int header_panel(const char *header, int panel, panel_columns *out)
{
	int current = -1, previous = -PAGE_LETTER_STEP - 1;
	out->count = 0;
	for (int i = 0; header[i]; i++) {
		if (header[i] == ' ')
			continue;
		if (i - previous > PAGE_LETTER_STEP)
			current++;
		previous = i;
		if (current == panel && out->count < PAGE_MAX_COLUMNS) {
			out->at[out->count] = i;
			out->letter[out->count] = header[i];
			out->count++;
		}
	}
	return out->count > 0;
}

/* The row number standing in line[from..to), or -1. */
static int row_number(const char *line, int from, int to)
{
	int len = (int)strlen(line);
	for (int i = from; i < to && i < len; i++)
		if (isdigit((unsigned char)line[i])) {
			int row = 0;
			while (i < to && i < len && isdigit((unsigned char)line[i]))
				row = row * 10 + (line[i++] - '0');
			return row;
		}
	return -1;
}

int page_diagram_read(const char *const *lines, int line_count, int panel, page_diagram *out)
{
	int header = 0;
	while (header < line_count && !is_header(lines[header]))
		header++;
	panel_columns columns, left;
	if (header == line_count || !header_panel(lines[header], panel, &columns))
		return -1;
	/* A panel's row numbers stand between the previous panel and its first letter. */
	int from = 0;
	if (panel > 0 && header_panel(lines[header], panel - 1, &left))
		from = left.at[left.count - 1] + 1;
	out->count = 0;
	for (int l = header + 1; l < line_count; l++) {
		int row = row_number(lines[l], from, columns.at[0]);
		if (row < 0)
			continue;
		int len = (int)strlen(lines[l]);
		for (int c = 0; c < columns.count; c++) {
			char content = columns.at[c] < len ? lines[l][columns.at[c]] : ' ';
			if (content != 'X' && content != 'O' && content != '*')
				continue;
			if (out->count == PAGE_DIAGRAM_MAX_CELLS)
				return -1;
			page_cell *cell = &out->cells[out->count++];
			snprintf(cell->point, sizeof(cell->point), "%c%d", columns.letter[c], row);
			cell->content = content;
		}
	}
	return 0;
}
