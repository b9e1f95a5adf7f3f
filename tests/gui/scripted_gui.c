/* SPDX-License-Identifier: MIT */
/*
 * gomoku-gui-scripted: the graphical board driven by a script (script.h),
 * for the Xvfb session tests. Usage: gomoku-gui-scripted --script FILE
 * [gomoku-gui options]. The shipped gomoku-gui has no scripting in it.
 */
#include <stdio.h>
#include <string.h>

#include "gui.h"
#include "script.h"

static enum gui_driver_state step(void *state, struct app *app)
{
	return script_step(state, app);
}

static void free_script(void *state)
{
	script_free(state);
}

int main(int argc, char **argv)
{
	if (argc < 3 || strcmp(argv[1], "--script") != 0) {
		fprintf(stderr, "usage: %s --script FILE [gomoku-gui options]\n", argv[0]);
		return 2;
	}
	struct script *script;
	if (script_open(&script, argv[2]) != 0)
		return 2;
	struct gui_driver driver = { script, step, free_script };
	/* gui_main sees the program name and the options after the script's. */
	argv[2] = argv[0];
	return gui_main(argc - 2, argv + 2, &driver);
}
