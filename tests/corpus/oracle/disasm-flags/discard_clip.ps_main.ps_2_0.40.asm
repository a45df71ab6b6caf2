    ps_2_0
    def c1, -0, -1, 0, 0
    dcl t0.xy
    dcl_2d s0
    texld r0, t0, s0
    add r1.w, r0.w, -c0.x
    cmp r1, r1.w, c1.x, c1.y
    texkill r1
    mov oC0, r0

// approximately 5 instruction slots used (1 texture, 4 arithmetic)
