/* SPDX-License-Identifier: MIT */
/*
 * Scripted sessions of the graphical board, for its tests
 * (gomoku-gui-scripted --script FILE [gomoku-gui options]). Clicks and keys are
 * injected as SDL events, so they travel the same path as a person's input.
 * One command per line; '#' starts a comment:
 *
 *   click POINT...        left clicks (h8 or 7,7), all queued at once
 *   click-px X Y          a left click at window coordinates
 *   hover POINT           moves the mouse over an intersection
 *   key NAME...           key presses, SDL key names ("u", "Escape", "=")
 *   wait [MS]             until the engine is idle and all events are handled
 *                         (fails after MS, default 60000)
 *   sleep MS              lets the loop run for MS milliseconds
 *   resize W H            resizes the window
 *   save FILE / load FILE sets the record path and presses S / L
 *   screenshot FILE       writes the window as a PNG
 *   layout FILE           writes the board geometry as JSON (for tests)
 *   remember              notes the number of moves on the board
 *   expect moves N | moves-since N | to-move COLOUR | at POINT COLOUR |
 *          result RESULT | busy yes|no | opening PHASE | message WORDS...
 *                         fails the script unless it holds (moves-since:
 *                         the change since "remember", e.g. -2)
 *                         (COLOUR black/white/empty; RESULT ongoing/black/white/draw;
 *                         PHASE place/choose/declare/offer/pick, or over when
 *                         no opening runs; WORDS a part of the status message,
 *                         the words joined by single spaces)
 *   echo TEXT             prints TEXT
 *   quit                  closes the window as the close button does
 */
#ifndef GUI_SCRIPT_H
#define GUI_SCRIPT_H

#include "gui.h"

struct script;

int script_open(struct script **out, const char *path);
void script_free(struct script *script);
/* Runs commands until one must wait for the event loop (a gui_driver step). */
enum gui_driver_state script_step(struct script *script, struct app *app);

#endif
