/* SPDX-License-Identifier: MIT */
/*
 * The graphical board as a function, so that a test program can run it with
 * a driver that injects input frame by frame (tests/gui: scripted sessions)
 * while gomoku-gui itself carries no test code.
 */
#ifndef GUI_GUI_H
#define GUI_GUI_H

#include "app.h"

enum gui_driver_state {
	GUI_DRIVER_RUNNING = 0,       /* call step again next frame */
	GUI_DRIVER_DONE = 1,          /* finished: the window stays for the user */
	GUI_DRIVER_FAILED = 2         /* the program exits with status 1 */
};

struct gui_driver {
	void *state;
	/* Called once per frame, after the events, before drawing. */
	enum gui_driver_state (*step)(void *state, struct app *app);
	void (*free)(void *state);    /* called exactly once, on every path */
};

/* Parses argv, opens the window and runs until it closes; the exit status.
 * driver may be NULL (a person at the controls). */
int gui_main(int argc, char **argv, struct gui_driver *driver);

#endif
