    ps_3_0
    def c1, 1, 0, 0, 0
    dcl_texcoord v0.xyz
    dcl_cube s0
    dcl_volume s1
    mov r0.xyz, v0
    mov r0.w, c0.w
    texldl r0, r0, s0
    mad r1, v0.xyzx, c1.xxxy, c1.yyyx
    texldb r1, r1, s1
    add oC0, r0, r1

// approximately 7 instruction slots used (3 texture, 4 arithmetic)
