/* SPDX-License-Identifier: MIT */
/* gomoku-gui: the graphical board (gui.c) with a person at the controls. */
#include "gui.h"

int main(int argc, char **argv)
{
	return gui_main(argc, argv, NULL);
}
