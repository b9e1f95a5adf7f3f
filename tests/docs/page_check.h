/* SPDX-License-Identifier: MIT */
/*
 * One claim of a docs page (check_page.c says how it is written) and the
 * library's verdict on it.
 */
#ifndef GMK_TEST_PAGE_CHECK_H
#define GMK_TEST_PAGE_CHECK_H

#include "page_diagram.h"

#define PAGE_FIELD_MAX 128

typedef struct page_check {
	int line;                     /* in the page, for messages */
	char rule[PAGE_FIELD_MAX], at[PAGE_FIELD_MAX], move[PAGE_FIELD_MAX];
	char expect[PAGE_FIELD_MAX], message[PAGE_FIELD_MAX];
	char black[PAGE_FIELD_MAX], white[PAGE_FIELD_MAX], row[PAGE_FIELD_MAX];
	int width, height, k, panel;
} page_check;

/* Whether a check stands on its own, without a diagram to read stones from. */
int page_check_stands_alone(const page_check *c);

/* Judges one check on the stones of the diagram (NULL for none) and its own lists. */
void page_check_run(const page_check *c, const page_diagram *diagram);

/* Reports a check that failed (also for the page reader's own findings). */
void page_check_fail(const page_check *c, const char *what, const char *detail);

/* How many checks have failed so far. */
int page_check_failures(void);

#endif
