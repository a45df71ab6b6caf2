// vs_1_1: a point whose size is the colour's alpha (oPts), its colour
// both as oD0 and as texture coordinate set 0.
vs_1_1
dcl_position v0
dcl_color v1
mov oPos, v0
mov oD0, v1
mov oPts, v1.w
mov oT0, v1
