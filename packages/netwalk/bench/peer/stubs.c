/* Stubs for the drawing and frontend calls Net links against; the generator never calls them. */
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include "puzzles.h"
void clip(drawing *dr, int x, int y, int w, int h) {}
void unclip(drawing *dr) {}
void draw_line(drawing *dr, int x1, int y1, int x2, int y2, int colour) {}
void draw_polygon(drawing *dr, const int *coords, int npoints, int fillcolour, int outlinecolour) {}
void draw_rect(drawing *dr, int x, int y, int w, int h, int colour) {}
void draw_text(drawing *dr, int x, int y, int fonttype, int fontsize, int align, int colour, const char *text) {}
void draw_update(drawing *dr, int x, int y, int w, int h) {}
void status_bar(drawing *dr, const char *text) {}
void print_line_width(drawing *dr, int width) {}
int print_mono_colour(drawing *dr, int grey) { return 0; }
void frontend_default_colour(frontend *fe, float *output) { output[0]=output[1]=output[2]=0.8f; }
void get_random_seed(void **randseed, int *randseedsize) { *randseed = malloc(1); *randseedsize = 1; }
void fatal(const char *fmt, ...) { va_list ap; va_start(ap, fmt); vfprintf(stderr, fmt, ap); va_end(ap); exit(1); }
