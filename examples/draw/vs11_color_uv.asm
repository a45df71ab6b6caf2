// vs_1_1: the position as given, the colour to oD0 and its red and green
// to the first two components of texture coordinate set 0 (oT0.xy only).
vs_1_1
dcl_position v0
dcl_color v1
mov oPos, v0
mov oD0, v1
mov oT0.xy, v1
