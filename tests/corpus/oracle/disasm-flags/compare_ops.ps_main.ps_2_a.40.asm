    ps_2_x
    def c2, 0, 1, 0, 0
    dcl t0
    add r0, t0, -c0
    mov r1.w, c2.x
    cmp r0, r0, r1.w, c0
    add r2, t0, -c1
    cmp r1, r2, c1, r1.w
    add r0, r0, r1
    add r1.xy, -t0.xwzw, t0.yzzw
    cmp r1.y, r1.y, c2.x, c2.y
    cmp r1.x, r1.x, c2.x, r1.y
    add r0, r0, r1.x
    mov oC0, r0

// approximately 11 instruction slots used
